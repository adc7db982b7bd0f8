# forsythe — deutsche Meldungen (fehlende Meldungen werden aus dem Englischen übernommen).

## Bezeichnungen der Meldungsarten

severity-error = Fehler
severity-warning = Warnung
severity-note = Hinweis
severity-hint = Tipp
location-line-column = Zeile { $line }, Spalte { $column }
location-column = Spalte { $column }
location-line = Zeile { $line }

## Namen, die in Meldungen vorkommen

color-white = Weiß
color-black = Schwarz
piece-king = König
piece-queen = Dame
piece-rook = Turm
piece-bishop = Läufer
piece-knight = Springer
piece-pawn = Bauer
dialect-en = Englisch
dialect-de = Deutsch
dialect-it = Italienisch
dialect-fide = FIDE
dialect-fr = Französisch
dialect-custom = benutzerdefiniert ({ $letters })
field-placement = Figurenstellung
field-side-to-move = Zugrecht
field-castling = Rochaderechte
field-en-passant = En-passant-Feld
field-halfmove-clock = Halbzugzähler
field-fullmove-number = Zugnummer
field-operations = EPD-Operationen
expected-side-to-move = `w` oder `b`
expected-castling = `-` oder die Buchstaben `KQkq`, jeder höchstens einmal
expected-en-passant = `-` oder ein Feld auf der dritten oder sechsten Reihe, etwa `e3`
expected-halfmove-clock = eine ganze Zahl ab 0
expected-fullmove-number = eine ganze Zahl ab 1
expected-operations = eine EPD-Operation

## Warnungen zur Eingabe

warn-unknown-character = `{ $char }` in Reihe { $rank } ist in der Notation „{ $dialect }“ kein Figurenbuchstabe und wird als `?` gezeichnet
warn-unknown-characters = { $count } Zeichen sind in der Notation „{ $dialect }“ keine Figurenbuchstaben ({ $chars }); sie werden als `?` gezeichnet
warn-short-rank = Reihe { $rank } hat { $squares ->
        [one] nur ein Feld
       *[other] { $squares } Felder
    }, das Brett ist aber { $width } Felder breit; { $missing ->
        [one] das letzte Feld bleibt
       *[other] die letzten { $missing } Felder bleiben
    } unverändert (auf einem neuen Brett: leer)
warn-empty-rank = Reihe { $rank } ist leer; ihre { $width } Felder bleiben unverändert (auf einem neuen Brett: leer)
warn-fullmove-zero = die Zugnummer 0 ist nicht zulässig (die Züge werden ab 1 gezählt); sie wird wie angegeben übernommen
hint-other-dialect = meinten Sie `--dialect { $code }` (Notation „{ $dialect }“)?

## Fehler in der Eingabe

err-empty-placement = die Figurenstellung fehlt
err-line-too-long = die Zeile hat { $bytes } Bytes; ein Datensatz hat höchstens { $max }
err-no-squares = die Figurenstellung enthält keine Felder
err-too-wide = Reihe { $row } von oben ist breiter als { $max } Felder
err-too-tall = das Brett hat mehr als { $max } Reihen
err-bad-field = Teil { $number } ({ $field }) lautet `{ $text }`; erwartet: { $expected }
err-unterminated-operation = die EPD-Operation `{ $opcode }` endet nicht mit `;`
err-unterminated-string = einem EPD-Operanden in Anführungszeichen fehlt das schließende `"`
err-bad-opcode = `{ $text }` ist kein EPD-Opcode; ein Opcode beginnt mit einem Buchstaben und enthält nur Buchstaben, Ziffern und `_`
err-bad-operand = der Operand von `{ $opcode }` lautet `{ $text }`; erwartet: eine ganze Zahl
err-trailing-text = unerwartetes `{ $text }` nach der Zugnummer
err-ambiguous = die Notation ist mehrdeutig: `{ $letter }` bedeutet { $readings }
err-ambiguous-reading = { $piece } in der Notation „{ $dialect }“
hint-ambiguous = wählen Sie die Notation mit `--dialect`, zum Beispiel `--dialect { $code }`
err-not-utf8 = die Zeile ist kein gültiges UTF-8 (Byte { $offset } der Zeile)

## Hinweise zur automatischen Erkennung der Notation

note-auto-only = in der Notation „{ $dialect }“ gelesen: als einzige kennt sie jeden Buchstaben
note-auto-plausible = in der Notation „{ $dialect }“ gelesen; verworfen: { $reasons }
reason-pawn-on-edge = { $dialect } (ein Bauer auf { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] weiße
       *[black] schwarze
    } Könige)

## Fehler der Befehlszeile und des Systems

err-dialect-unknown = `{ $text }` ist keine Notation: geben Sie einen Namen (en, de, it, fide, fr, auto) oder sechs Buchstaben für König, Dame, Turm, Läufer, Springer und Bauer an
err-dialect-not-letter = `{ $text }`: `{ $char }` ist kein Buchstabe mit Groß- und Kleinform
err-dialect-repeated = `{ $text }`: der Buchstabe `{ $char }` steht für zwei Figuren
err-base = die mit --base angegebene Ausgangsstellung kann nicht gelesen werden
err-read-input = { $path } kann nicht gelesen werden: { $reason }
err-write-output = { $path } kann nicht geschrieben werden: { $reason }
stdin-name = Standardeingabe
stdout-name = Standardausgabe

## Diagramme

err-theme = `{ $name }` ist kein Farbschema; wählen Sie classic, blue, green oder print
err-color = `{ $text }` ist keine Farbe; geben Sie sie als CSS-Hexwert an, etwa #b38760 oder #fff
err-size = ein { $size } Pixel breites Bild ist nicht möglich; die Größe muss zwischen { $min } und { $max } liegen
err-too-small = ein { $size } Pixel breites Bild bietet keinen Platz für { $files } Linien; geben Sie mit --size einen größeren Wert an
err-caption-too-long = eine Bildunterschrift mit { $length } Zeichen ist zu lang; gezeichnet werden höchstens { $max }
err-image-too-large = ein Bild von { $width }×{ $height } Pixeln ist zu groß (höchstens 8192 je Seite und 16 Megapixel); geben Sie eine kleinere --size an
err-mark = `{ $text }` ist keine Markierung; geben Sie ein Feld wie e4 an, für einen Pfeil zwei wie e2e4, wahlweise mit :FARBE
err-mark-color = `{ $text }` ist keine Farbe für eine Markierung; verwenden Sie green, red, yellow, blue oder einen CSS-Hexwert
err-mark-off-board = das Feld { $square } einer Markierung liegt nicht auf dem Brett
err-square-size = `{ $text }` ist keine Feldgröße; geben Sie eine Länge wie 20pt, 7mm, 0.8cm oder 0.3in an
err-dpi = eine Auflösung von { $dpi } dpi ist nicht möglich; erlaubt sind 1 bis 10000
err-encode = das PNG konnte nicht kodiert werden: { $reason }
err-format-stdout = zum Schreiben auf die Standardausgabe ist --format svg oder --format png nötig
err-format-unknown = das Format lässt sich aus { $path } nicht erkennen; geben Sie der Datei die Endung .svg oder .png oder geben Sie --format an
err-no-record = es gibt keinen Datensatz zum Zeichnen
err-one-record = render zeichnet einen einzigen Datensatz, aber Zeile { $line } enthält einen weiteren; für mehrere verwenden Sie `forsythe batch`
err-piece-missing = die Figurendatei { $path } fehlt
err-piece-unreadable = die Figurendatei { $path } kann nicht gelesen werden: { $reason }
err-piece-too-large = die Figurendatei { $path } ist { $reason } Bytes groß; gelesen wird höchstens 1 MiB
err-piece-invalid = die Figurendatei { $path } ist kein verwendbares SVG: { $reason }
err-piece-empty = die Figurendatei { $path } stellt nichts dar

## Befehl forsythe dialects

dialects-heading-piece = Figur
dialects-heading-code = Kürzel

## Bildunterschriften unter dem Diagramm

caption-side-white = Weiß am Zug
caption-side-black = Schwarz am Zug
caption-count = ({ $white }+{ $black })
warn-caption-side = der Datensatz gibt nicht an, wer am Zug ist; die Bildunterschrift kann daher keine Seite am Zug nennen

## Hilfetexte der Befehlszeile

help-about = Schachdiagramme (SVG, PNG, PDF) aus Forsyth, FEN und EPD, in vielen Notationen
help-exit-codes = Rückgabewerte: 0 jeder Datensatz wurde gelesen; 1 ein Datensatz enthielt einen Fehler (die übrigen werden trotzdem verarbeitet); 2 die Befehlszeile wurde falsch verwendet; 130 ein Stapellauf wurde unterbrochen (die fertigen Diagramme bleiben erhalten).
help-cmd-render = Einen Datensatz als Diagramm zeichnen (SVG, PNG oder PDF)
help-cmd-translate = Datensätze mit der Figurenstellung in einer anderen Notation ausgeben
help-cmd-dialects = Die Figurenbuchstaben aller Notationen anzeigen
help-cmd-completions = Ein Vervollständigungsskript für eine Shell ausgeben
help-cmd-man = Die Handbuchseite ausgeben (roff)
help-arg-lang = Sprache der Meldungen: en, de, it, nl, fr (Standard aus LC_ALL, LC_MESSAGES, LANG)
help-arg-quiet = Keine Warnungen oder Hinweise ausgeben, nur Fehler
help-arg-strict = Warnungen (unbekannte Zeichen, kurze Reihen) als Fehler behandeln
help-arg-merge-digits = Mehrere Ziffern hintereinander als eine Zahl lesen (`10` sind zehn leere Felder)
help-arg-base = Die Eingabe zuerst über diese Stellung legen (ein Datensatz in der Notation der Eingabe oder `start`)
help-arg-input = Ein Datensatz (Forsyth, FEN oder EPD); ohne ihn oder mit `-` ein Datensatz pro Zeile von der Standardeingabe
help-render-arg-input = Der zu zeichnende Datensatz (Forsyth, FEN oder EPD); ohne ihn oder mit `-` wird von der Standardeingabe gelesen
help-arg-from = Notation der Eingabe: en, de, it, fide, fr, sechs Buchstaben (in der Reihenfolge K D T L S B) oder auto
help-arg-dialect = Notation der Eingabe: en, de, it, fide, fr, sechs Buchstaben (in der Reihenfolge K D T L S B) oder auto
help-arg-to = Notation der Ausgabe: en, de, it, fide, fr oder sechs Buchstaben
help-arg-output = Ausgabedatei für das Diagramm (`-` für die Standardausgabe; dann ist --format nötig)
help-arg-format = svg, png oder pdf; standardmäßig nach der Endung der Ausgabedatei
help-arg-size = Breite des Bildes in Pixel (16 bis 4096)
help-arg-flip = Das Brett aus der Sicht von Schwarz zeichnen
help-arg-coordinates = Linienbuchstaben und Reihennummern neben dem Brett (Standard)
help-arg-no-coordinates = Keine Linienbuchstaben oder Reihennummern
help-arg-side-to-move = Eine runde Markierung neben dem Brett auf der Seite am Zug, sofern der Datensatz angibt, wer zieht
help-arg-theme = Farben: classic, blue, green oder print
help-arg-light = Farbe der hellen Felder (CSS-Hexwert, etwa #eed7b3)
help-arg-dark = Farbe der dunklen Felder (CSS-Hexwert, etwa #b38760)
help-arg-transparent = Kein Hintergrund um das Brett und in seinen Lücken
help-arg-pieces = Ein Ordner mit den zwölf Figurenzeichnungen wK.svg … bP.svg
help-arg-caption = Eine Zeile unter dem Brett: `side` (wer am Zug ist), `count` (Figuren, Weiß+Schwarz) oder beliebiger Text, in dem {"{"}side{"}"} und {"{"}count{"}"} ersetzt werden; kann mehrmals angegeben werden
help-arg-mark = Ein Feld einfärben, etwa e4 oder e4:red (green, red, yellow, blue oder CSS-Hexwert); mehrfach möglich
help-arg-circle = Einen Kreis auf ein Feld zeichnen, etwa d5:blue; mehrfach möglich
help-arg-cross = Ein Kreuz auf ein Feld zeichnen, etwa f7:red; mehrfach möglich
help-arg-arrow = Einen Pfeil zeichnen, etwa e2e4 oder g1f3:blue (ein Springerzug wird geknickt); mehrfach möglich
help-arg-chessbase = Markierungen in der Kommentarsyntax von ChessBase, etwa "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = Die Seitenlänge eines Feldes in SVG und PDF, etwa 20pt, 7mm oder 0.3in (mit --dpi auch die PNG-Größe)
help-arg-dpi = Die in PNG-Dateien geschriebene Auflösung; mit --square-size bestimmt sie die Bildgröße
help-arg-stipulation = Die Forderung einer Aufgabe, etwa "#2", links unter dem Brett, rechts daneben die Steinzahl
help-arg-author = Der Autor einer Aufgabe, über dem Brett
help-arg-source = Die Quelle einer Aufgabe, über dem Brett unter dem Autor
help-arg-shell = Die Shell: bash, zsh, fish, powershell oder elvish

## Zeichnen vieler Diagramme (batch)

help-cmd-batch = Jeden Datensatz aus einer oder mehreren Dateien (Zeilen mit Datensätzen oder PGN) in einen Ordner zeichnen
help-batch-arg-files = Dateien mit Datensätzen, einer pro Zeile, oder PGN-Partien (`-` für die Standardeingabe)
help-batch-arg-output = Der Ordner für die Diagramme (wird angelegt, falls er nicht existiert)
help-batch-arg-format = svg, png oder pdf; für mehrere --format mehrfach angeben; standardmäßig png
help-arg-name = Dateinamen: {"{"}n{"}"} die Nummer des Datensatzes (Stellenzahl etwa mit {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}
help-arg-overlay = Bei jedem Datensatz übernehmen `.`-Felder und kurze Reihen die Belegung des vorigen Datensatzes
help-arg-fail-fast = Beim ersten Datensatz mit einem Fehler abbrechen
help-arg-jobs = Wie viele Diagramme gleichzeitig gezeichnet werden (Standard: eines je Prozessorkern)
help-arg-manifest = Das Format von DIR/manifest: json oder csv
help-arg-latex = Zusätzlich eine LaTeX-Datei mit einer Abbildung pro Diagramm schreiben
help-arg-html = Zusätzlich eine HTML-Übersichtsseite aller Diagramme zum Korrekturlesen schreiben
help-arg-pdf-book = Zusätzlich alle Diagramme in ein PDF schreiben, seitenweise im Raster, jedes mit seiner Nummer
help-arg-per-page = Diagramme je Seite des PDF-Buchs (in zwei Spalten)
help-arg-paper = Papierformat des PDF-Buchs: a4 oder letter
location-file-line = { $file }, Zeile { $line }
err-batch-dir = der Ordner { $path } kann nicht verwendet werden: { $reason }
err-name-template = die Namensvorlage `{ $template }` enthält den unbekannten Platzhalter `{ $name }`; verwenden Sie {"{"}n{"}"}, {"{"}line{"}"}, {"{"}id{"}"} oder {"{"}stem{"}"}
err-name-clash = die Datensätze aus { $first } und aus { $second } würden beide in { $name } geschrieben; wählen Sie mit --name eine Vorlage, die sie unterscheidet
err-jobs = --jobs muss zwischen 1 und { $max } liegen
err-per-page = --per-page muss zwischen 1 und { $max } liegen
err-pgn-fen = das FEN-Tag der Partie kann nicht gelesen werden
batch-summary = { $rendered ->
        [one] 1 Diagramm geschrieben
       *[other] { $rendered } Diagramme geschrieben
    }, { $failed } fehlgeschlagen, { $warnings ->
        [one] 1 Warnung
       *[other] { $warnings } Warnungen
    }, in { $seconds } s
batch-stopped = beim ersten Fehler abgebrochen (--fail-fast)
batch-interrupted = unterbrochen: die bis dahin fertigen Diagramme sind vollständig geschrieben und im Manifest aufgeführt
html-title = Diagramme
html-lang = de
hint-strict-failed = eine Warnung zählt als Fehler (--strict)
html-record = Datensatz
html-file = Datei

## Großzügig gelesene Datensätze: was ausgelassen oder wie gemeint gelesen wird

warn-bad-field = Feld { $number } ({ $field }) ist `{ $text }`; erwartet wird { $expected }; es wird ausgelassen
warn-missing-field = Feld { $number } ({ $field }) fehlt; das Folgende wird als nächstes Feld gelesen
warn-stray-semicolon = ein `;`, das keine EPD-Operation abschließt; es wird ausgelassen
warn-unterminated-operation = die EPD-Operation `{ $opcode }` endet nicht mit `;`; sie wird bis zum Zeilenende gelesen
warn-unterminated-string = einem EPD-Operanden in Anführungszeichen fehlt das schließende `"`; der Rest der Zeile ist der Operand
warn-bad-opcode = `{ $text }` ist kein EPD-Opcode (ein Opcode beginnt mit einem Buchstaben und enthält nur Buchstaben, Ziffern und `_`); er wird ausgelassen
warn-bad-operand = der Operand von `{ $opcode }` ist `{ $text }`, keine ganze Zahl; die Operation bleibt erhalten, liefert aber keinen Zugzähler
warn-long-rank = Reihe { $rank } hat { $squares } Felder, die anderen { $width }; { $extra ->
        [one] das letzte Feld wird
       *[other] die letzten { $extra } Felder werden
    } ausgelassen
warn-missing-slash = fehlt vor Reihe { $rank } ein `/`? Die Reihen haben { $width } Felder, daher wird die Reihe als zwei gelesen
err-dialect-unknown-fixed = `{ $text }` ist hier keine Notation: geben Sie einen Namen (en, de, it, fide, fr) oder sechs Buchstaben für König, Dame, Turm, Läufer, Springer und Bauer an

## serve

serve-listening = erreichbar unter { $url } mit { $workers ->
        [one] einem Thread zum Zeichnen
       *[other] { $workers } Threads zum Zeichnen
    }
serve-stopping = wird beendet: laufende Anfragen werden noch beantwortet ({ $connections } Verbindungen offen)
serve-err-bind = unter { $address } kann der Dienst nicht erreichbar gemacht werden: { $reason }
serve-err-start = der Dienst kann nicht gestartet werden: { $reason }
serve-err-address = `{ $text }` ist keine Adresse, unter der der Dienst erreichbar sein kann; geben Sie eine IP-Adresse wie 127.0.0.1 oder :: an
serve-err-option-range = { $option } ist { $value }; erlaubt sind { $min } bis { $max }
serve-err-param-unknown = `{ $key }` ist kein Parameter dieses Dienstes
serve-err-param-unknown-suggest = `{ $key }` ist kein Parameter dieses Dienstes; meinten Sie `{ $suggestion }`?
serve-err-param-repeated = `{ $key }` ist mehrfach angegeben, nimmt aber nur einen Wert
serve-err-no-record = es gibt keinen Datensatz zum Zeichnen; geben Sie ihn als `fen` an
serve-err-param-bool = `{ $key }={ $value }` ist weder ja noch nein; schreiben Sie 1, true, yes oder on bzw. 0, false, no oder off
serve-err-param-number = `{ $key }={ $value }` ist keine ganze Zahl
serve-err-param-too-many = zu viele Werte für `{ $key }`; angenommen werden höchstens { $max }
serve-err-param-too-long = `{ $key }` hat { $length } Zeichen; gezeichnet werden höchstens { $max }
serve-err-param-square = `{ $key }={ $value }` ist kein Feld; geben Sie eines wie e4 an
serve-err-param-move = `{ $key }={ $value }` ist kein Zug; schreiben Sie ihn wie e2e4 oder e7e8q
serve-err-board-colors = `{ $value }` ist hier kein Farbschema; wählen Sie lichess-brown, lichess-blue oder wikipedia
serve-err-unsupported = { $key } wird von dieser Programmversion nicht unterstützt
serve-err-not-in-service = `{ $key }` gibt es nur auf der Befehlszeile; der Dienst liest keine Dateien
serve-err-base = die Ausgangsstellung (`base`) kann nicht gelesen werden: { $reason }
serve-err-too-small = ein { $size } Pixel breites Bild bietet keinen Platz für { $files } Linien; fordern Sie ein größeres Bild an
serve-err-image-too-large = ein Bild von { $width }×{ $height } Pixeln ist zu groß (höchstens 8192 je Seite und 16 Megapixel); fordern Sie ein kleineres an
serve-err-uri-too-long = das Anfrageziel hat { $length } Bytes; gelesen werden höchstens { $max }
serve-err-headers-too-large = die Kopfzeilen der Anfrage haben { $length } Bytes; gelesen werden höchstens { $max }
serve-err-method = auf { $method } wird hier nicht geantwortet, nur auf GET und HEAD
serve-err-body = dieser Dienst nimmt keinen Anfrageinhalt an
serve-err-busy = alle Threads zum Zeichnen sind belegt und die Warteschlange ist voll; versuchen Sie es gleich noch einmal
serve-err-timeout = die Anfrage hat länger als { $seconds } Sekunden gedauert
serve-err-not-found = unter { $path } gibt es nichts
serve-err-internal = das Diagramm konnte wegen eines internen Fehlers nicht gezeichnet werden
serve-hint-other-dialect = meinten Sie `dialect={ $code }` (Notation „{ $dialect }“)?
serve-hint-ambiguous = wählen Sie die Notation mit `dialect`, zum Beispiel `dialect={ $code }`
serve-hint-strict = eine Warnung gilt als Fehler (`strict`)
serve-problem-bad-parameter = Ein Parameter kann nicht gelesen werden
serve-problem-no-record = Kein Datensatz
serve-problem-record = Der Datensatz kann nicht gelesen werden
serve-problem-render = Das Diagramm kann nicht gezeichnet werden
serve-problem-unsupported = Von dieser Programmversion nicht unterstützt
serve-problem-not-found = Nicht gefunden
serve-problem-method-not-allowed = Methode nicht erlaubt
serve-problem-body-not-allowed = Kein Anfrageinhalt erlaubt
serve-problem-uri-too-long = Anfrageziel zu lang
serve-problem-headers-too-large = Kopfzeilen zu groß
serve-problem-busy = Zu viele Anfragen
serve-problem-timeout = Die Anfrage hat zu lange gedauert
serve-problem-internal = Interner Fehler
serve-page-title = Schachdiagramme aus FEN
serve-page-intro = Geben Sie eine Stellung als Forsyth-Zeichenkette, FEN oder EPD ein, mit den Figurenbuchstaben einer beliebigen Sprache. Das Diagramm folgt Ihrer Eingabe.
serve-page-record = Stellung
serve-page-record-help = Großbuchstaben für Weiß, Kleinbuchstaben für Schwarz, Ziffern für leere Felder, ein Schrägstrich zwischen den Reihen.
serve-page-options = Diagramm
serve-page-notation = Notation
serve-page-notation-auto = Erkennen (auto)
serve-page-theme = Farben
serve-page-theme-classic = Holz
serve-page-theme-blue = Blau
serve-page-theme-green = Grün
serve-page-theme-print = Druck (grau und weiß)
serve-page-size = Größe
serve-page-flip = Schwarz unten
serve-page-coordinates = Koordinaten
serve-page-side-to-move = Zugrecht zeigen
serve-page-language = Sprache
serve-page-language-name = Deutsch
serve-page-show = Diagramm zeigen
serve-page-diagram = Diagramm
serve-page-diagram-alt = Schachdiagramm: { $record }
serve-page-empty = Das Diagramm erscheint hier, sobald Sie eine Stellung eingeben.
serve-page-clean = Ohne Warnungen gelesen.
serve-page-download = Herunterladen
serve-page-link = Bildadresse
serve-page-link-help = Setzen Sie diese Adresse überall ein, wo ein Bild hingehört: in einen Forenbeitrag, ein CMS, Markdown. Das Bild hinter einer Adresse ändert sich nie.
serve-page-copy = Kopieren
serve-page-copied = Kopiert
serve-page-offline = Der Dienst ist nicht erreichbar.
serve-page-use-dialect = In der Notation „{ $dialect }“ lesen
serve-page-footer = Diagramme gezeichnet von forsythe { $version }.
help-cmd-serve = Diagramme über HTTP anbieten: Bildadressen und eine Seite, auf der man eine Stellung eingibt und das Brett sieht
help-serve-arg-bind = Die IP-Adresse, unter der der Dienst erreichbar ist (`0.0.0.0` oder `::` für alle Schnittstellen)
help-serve-arg-port = Der Port, unter dem der Dienst erreichbar ist (0 wählt einen freien)
help-serve-arg-workers = Threads, die Diagramme zeichnen (Vorgabe: einer je Prozessorkern)
help-serve-arg-queue = Anfragen, die auf einen Thread zum Zeichnen warten dürfen; darüber hinaus lautet die Antwort 429 Too Many Requests
help-serve-arg-cache-size = Speicher, den die Threads zum Zeichnen für Figurenbilder und leere Bretter behalten dürfen, in MB
help-serve-arg-header-timeout = Sekunden, die ein Client zum Senden der Kopfzeilen einer Anfrage hat (so lange bleibt auch eine ruhende Verbindung offen)
help-serve-arg-request-timeout = Sekunden, die eine Anfrage nach dem Lesen ihrer Kopfzeilen dauern darf
help-serve-arg-port-file = Die Adresse, unter der der Dienst erreichbar ist (etwa 127.0.0.1:8080), in diese Datei schreiben
