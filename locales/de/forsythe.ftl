# forsythe — deutsche Meldungen (fehlende Meldungen werden aus dem Englischen übernommen).

## Bezeichnungen der Meldungsarten

severity-error = Fehler
severity-warning = Warnung
severity-note = Hinweis
severity-hint = Tipp
# Positionen ohne Tausenderpunkt (Zeile 12345).
location-line-column = Zeile { NUMBER($line, useGrouping: "false") }, Spalte { NUMBER($column, useGrouping: "false") }
location-column = Spalte { NUMBER($column, useGrouping: "false") }
location-line = Zeile { NUMBER($line, useGrouping: "false") }
# Eine Bezeichnung und ihr Text: „Fehler: …“, „Zeile 3: …“.
label-text = { $label }: { $text }

## Namen, die in Meldungen vorkommen

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
dialect-popeye-en = Popeye (Englisch)
dialect-popeye-de = Popeye (Deutsch)
dialect-popeye-fr = Popeye (Französisch)
dialect-ffen-left = Fairy-FEN (Drehung gegen den Uhrzeigersinn)
dialect-yacpdb-right = YACPDB (Drehung im Uhrzeigersinn)
dialect-pt = Portugiesisch
dialect-nl = Niederländisch
dialect-pl = Polnisch
dialect-cs = Tschechisch
dialect-hu = Ungarisch
dialect-ro = Rumänisch
dialect-fi = Finnisch
dialect-tr = Türkisch
dialect-ru = Russisch
# Alternativen: „svg, png oder pdf“ ($first enthält alle außer der letzten, durch Kommas getrennt).
list-or = { $first } oder { $last }
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
warn-unknown-code = `{ $code }` in Reihe { $rank } ist in der Notation „{ $dialect }“ kein Figurencode; es ist ein Feld und wird als `?` gezeichnet
warn-unwritable = Die Notation „{ $dialect }“ kann nicht schreiben, was auf { $squares } steht; es wird als `?` geschrieben
warn-unknown-characters = { $count ->
        [one] { $count } Zeichen ist in der Notation „{ $dialect }“ kein Figurenbuchstabe ({ $chars }); es wird als `?` gezeichnet
       *[other] { $count } Zeichen sind in der Notation „{ $dialect }“ keine Figurenbuchstaben ({ $chars }); sie werden als `?` gezeichnet
    }
# Mit --strict wird nichts gezeichnet: der Datensatz wird abgelehnt.
err-unknown-character-strict = `{ $char }` in Reihe { $rank } ist in der Notation „{ $dialect }“ kein Figurenbuchstabe, daher wird der Datensatz abgelehnt (--strict)
err-unknown-characters-strict = { $count ->
        [one] { $count } Zeichen ist in der Notation „{ $dialect }“ kein Figurenbuchstabe ({ $chars }), daher wird der Datensatz abgelehnt (--strict)
       *[other] { $count } Zeichen sind in der Notation „{ $dialect }“ keine Figurenbuchstaben ({ $chars }), daher wird der Datensatz abgelehnt (--strict)
    }
warn-short-rank = Reihe { $rank } hat { $squares ->
        [one] nur ein Feld
       *[other] { $squares } Felder
    }, das Brett ist aber { $width ->
        [one] { $width } Feld
       *[other] { $width } Felder
    } breit; { $missing ->
        [one] das letzte Feld bleibt
       *[other] die letzten { $missing } Felder bleiben
    } unverändert (auf einem neuen Brett: leer)
warn-empty-rank = Reihe { $rank } ist leer; { $width ->
        [one] ihr einziges Feld bleibt
       *[other] ihre { $width } Felder bleiben
    } unverändert (auf einem neuen Brett: leer)
warn-fullmove-zero = die Zugnummer 0 ist nicht zulässig (die Züge werden ab 1 gezählt); sie wird wie angegeben übernommen
hint-other-dialect = meinten Sie `{ $option }` (Notation „{ $dialect }“)?

## Fehler in der Eingabe

err-empty-placement = die Figurenstellung fehlt
err-line-too-long = die Zeile hat { $bytes ->
        [one] { $bytes } Byte
       *[other] { $bytes } Bytes
    }; ein Datensatz hat höchstens { $max }
err-game-too-long = die Partie ist länger als { $max } KiB; sie wird übergangen
err-too-many-tags = die Partie hat mehr als { $max } Tag-Paare; sie wird übergangen
err-no-squares = die Figurenstellung enthält keine Felder
err-too-wide = die { $row }. Reihe von oben ist breiter als { $max } Felder
err-too-tall = das Brett hat mehr als { $max } Reihen
err-ambiguous = die Notation ist mehrdeutig: `{ $letter }` steht für { $readings }
err-ambiguous-reading = { $piece } (Notation „{ $dialect }“)
hint-ambiguous = wählen Sie die Notation mit `{ $key }`, zum Beispiel `{ $option }`

## Hinweise zur automatischen Erkennung der Notation

note-auto-only = in der Notation „{ $dialect }“ gelesen: als einzige kennt sie jeden Buchstaben
note-auto-marks = in der Notation „{ $dialect }“ gelesen: `{ $mark }` ist ihr Zeichen
note-auto-plausible = in der Notation „{ $dialect }“ gelesen; verworfen: { $reasons }
reason-pawn-on-edge = { $dialect } (ein Bauer auf { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] weiße
       *[black] schwarze
    } Könige)

## Fehler der Befehlszeile und des Systems

err-dialect-unknown = `{ $text }` ist keine Notation: geben Sie einen Namen ({ $names }) oder sechs Buchstaben für König, Dame, Turm, Läufer, Springer und Bauer an
# Die Notation der Ausgabe (--to): `auto` ist dort nicht möglich.
err-dialect-unknown-output = `{ $text }` ist keine Notation: geben Sie einen Namen ({ $names }) oder sechs Buchstaben für König, Dame, Turm, Läufer, Springer und Bauer an
err-dialect-auto-output = `{ $text }` erkennt die Notation der Eingabe, kann aber keine schreiben: geben Sie einen Namen ({ $names }) oder sechs Buchstaben für König, Dame, Turm, Läufer, Springer und Bauer an
err-dialect-not-letter = `{ $text }`: `{ $char }` ist kein Buchstabe mit Groß- und Kleinform
err-dialect-repeated = `{ $text }`: der Buchstabe `{ $char }` steht für zwei Figuren
err-dialect-near-name = `{ $text }` ist keine Notation; meinten Sie `{ $name }`? Um diese sechs Buchstaben als die Figuren K D T L S B zu lesen, schreiben Sie `{ $prefix }{ $text }`
err-base = die mit --base angegebene Ausgangsstellung kann nicht gelesen werden
err-read-input = { $path } kann nicht gelesen werden: { $reason }
err-write-output = { $path } kann nicht geschrieben werden: { $reason }
stdin-name = Standardeingabe
stdout-name = Standardausgabe

## Diagramme

err-theme = `{ $name }` ist kein Farbschema; wählen Sie classic, blue, green, print, hatched oder magazine
err-color = `{ $text }` ist keine Farbe; geben Sie sie als CSS-Hexwert an, etwa #b38760 oder #fff
err-size = ein { $size } Pixel breites Bild ist nicht möglich; die Größe muss zwischen { $min } und { $max } liegen
err-too-small = ein { $size } Pixel breites Bild bietet keinen Platz für { $files ->
        [one] eine Linie
       *[other] { $files } Linien
    }; geben Sie mit --size einen größeren Wert an
err-caption-too-long = eine Bildunterschrift mit { $length } Zeichen wird abgelehnt; erlaubt sind höchstens { $max }
err-image-too-large = ein Bild von { $width }×{ $height } Pixeln ist zu groß (höchstens { $side } je Seite und { $megapixels } Megapixel); geben Sie mit --size einen kleineren Wert an
err-mark = `{ $text }` ist keine Markierung; geben Sie ein Feld wie e4 an, für einen Pfeil zwei wie e2e4, wahlweise mit :FARBE
err-mark-color = `{ $text }` ist keine Farbe für eine Markierung; verwenden Sie green, red, yellow, blue oder einen CSS-Hexwert
err-mark-off-board = das Feld { $square } einer Markierung liegt nicht auf dem Brett
err-arrow-off-board = der Pfeil { $move } verlässt das Brett: { $square } liegt nicht darauf
err-last-move-off-board = der letzte Zug { $move } verlässt das Brett: { $square } liegt nicht darauf
err-last-move = `{ $text }` ist kein Zug; schreiben Sie seine beiden Felder, etwa e2e4 oder e2-e4, oder none
err-check = `{ $text }` passt nicht zu { $key }; schreiben Sie ein Feld wie e8, auto oder none
err-square-size = `{ $text }` ist keine Feldgröße; geben Sie eine Länge wie 20pt, 7mm, 0.8cm oder 0.3in an
err-dpi = eine Auflösung von { $dpi } dpi ist nicht möglich; erlaubt sind 1 bis { $max }
err-delay = eine Verzögerung von { $delay } ms ist nicht möglich; erlaubt sind { $min } bis { $max }
err-glyph = `{ $text }` ist keine Zeichnung einer Gangart: GANGART=FORM oder GANGART=FORM:GRAD, etwa `zebra=knight:90` (die Gangart mit ihrem englischen Namen oder Popeye-Kürzel; Formen `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`, `equihopper`, `circle`, `cross`, `square`, `triangle`; Grad im Uhrzeigersinn: 0, 90, 180, 270, für den Springer auch 45, 135, 225, 315)
err-encode = das PNG konnte nicht kodiert werden: { $reason }
err-format-not-built = dieses forsythe wurde ohne Ausgabe als { $format } gebaut (das Feature `{ $feature }` fehlt)
# $formats und $extensions: die Formate, die das Programm schreibt, als list-or.
err-format-stdout = zum Schreiben auf die Standardausgabe ist --format { $formats } nötig
err-format-unknown = das Format lässt sich aus { $path } nicht erkennen: geben Sie --format an oder lassen Sie den Dateinamen auf { $extensions } enden
err-no-record = es gibt keinen Datensatz zum Zeichnen
err-one-record = render zeichnet einen einzigen Datensatz, aber Zeile { NUMBER($line, useGrouping: "false") } enthält einen weiteren; für mehrere verwenden Sie `forsythe batch`
err-piece-missing = die Figurendatei { $path } fehlt
err-piece-unreadable = die Figurendatei { $path } kann nicht gelesen werden: { $reason }
err-piece-too-large = die Figurendatei { $path } ist { $bytes ->
        [one] { $bytes } Byte
       *[other] { $bytes } Bytes
    } groß; gelesen wird höchstens 1 MiB
err-piece-invalid = die Figurendatei { $path } ist kein verwendbares SVG: { $reason }
err-piece-empty = die Figurendatei { $path } stellt nichts dar

## Befehl forsythe dialects

dialects-heading-piece = Figur
dialects-heading-code = Kürzel
# Die Notationen und Figuren als Beschriftungen der Tabelle.
dialects-en = Englisch
dialects-de = Deutsch
dialects-it = Italienisch
dialects-fide = FIDE
dialects-fr = Französisch
dialects-king = König
dialects-queen = Dame
dialects-rook = Turm
dialects-bishop = Läufer
dialects-knight = Springer
dialects-pawn = Bauer
dialects-pt = Portugiesisch
dialects-nl = Niederländisch
dialects-pl = Polnisch
dialects-cs = Tschechisch
dialects-hu = Ungarisch
dialects-ro = Rumänisch
dialects-fi = Finnisch
dialects-tr = Türkisch
dialects-ru = Russisch
dialects-es = Spanisch
dialects-sv = Schwedisch
dialects-da = Dänisch
dialects-no = Norwegisch
dialects-sk = Slowakisch
dialects-sources = Woher die Buchstaben stammen:
dialects-source = { $name }: { $source }
# Eine Sprache, die die Buchstaben einer anderen schreibt: „Schwedisch: dieselben Buchstaben wie Deutsch (de)“.
dialects-alias = { $name }: dieselben Buchstaben wie { $of } ({ $code })

## Bildunterschriften unter dem Diagramm

caption-side-white = Weiß am Zug
caption-side-black = Schwarz am Zug
caption-count = ({ $white }+{ $black })
caption-count-neutral = ({ $white }+{ $black }+{ $neutral })
legend-side-white = weiß
legend-side-black = schwarz
legend-side-neutral = neutral
warn-caption-side = der Datensatz nennt die Partei am Zug nicht, daher kann die Bildunterschrift nicht angeben, wer am Zug ist

## Hilfetexte der Befehlszeile

help-about = Schachdiagramme (SVG, PNG, PDF, GIF) aus Forsyth, FEN, EPD und PGN, in vielen Notationen, und Diagramme von Schachproblemen (Popeye-Dateien, YACPDB- und olive-Sammlungen, das LaTeX-Paket diagram)
help-exit-codes = Rückgabewerte: 0 jeder Datensatz wurde gelesen; 1 ein Datensatz enthielt einen Fehler (die übrigen werden trotzdem verarbeitet); 2 die Befehlszeile wurde falsch verwendet; 130 ein Stapellauf wurde unterbrochen (die fertigen Diagramme bleiben erhalten).
help-cmd-render = Einen Datensatz als Diagramm zeichnen (SVG, PNG oder PDF) oder eine Partie als animiertes GIF
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
help-arg-to = Notation der Ausgabe: en, de, it, fide, fr oder sechs Buchstaben; latex-diagram schreibt eine Umgebung des LaTeX-Pakets diagram
help-arg-output = Ausgabedatei für das Diagramm (`-` für die Standardausgabe; dann ist --format nötig)
help-arg-format = svg, png, gif oder pdf; standardmäßig nach der Endung der Ausgabedatei. Ein GIF einer Partie ist animiert, ein Bild pro Halbzug
help-arg-size = Breite des Bildes in Pixel (16 bis 4.096)
help-arg-flip = Das Brett aus der Sicht von Schwarz zeichnen; --flip auto zeichnet es aus der Sicht der Partei am Zug
help-arg-coordinates = Wo Linienbuchstaben und Reihennummern stehen: outside, neben dem Brett (Standard), inside, klein in den Ecken der Randfelder, oder none
help-arg-no-coordinates = Keine Linienbuchstaben oder Reihennummern
help-arg-side-to-move = Eine runde Markierung neben dem Brett auf der Seite der Partei am Zug, sofern der Datensatz angibt, wer zieht
help-arg-theme = Farben: classic, blue, green, print, hatched (dunkle Felder schraffiert, wie in gedruckten Büchern) oder magazine (schraffiert, ohne Koordinaten, mit Doppelrahmen und Serifenschrift, wie Problemzeitschriften drucken)
help-arg-light = Farbe der hellen Felder (CSS-Hexwert, etwa #eed7b3)
help-arg-dark = Farbe der dunklen Felder (CSS-Hexwert, etwa #b38760)
help-arg-frame = Die Linie um das Brett: none, thin (Standard), thick oder double (eine kräftige Linie mit einer dünnen darin, wie im Schema magazine)
help-arg-transparent = Kein Hintergrund um das Brett und in seinen Lücken
help-arg-pieces = Ein Ordner mit den zwölf Figurenzeichnungen wK.svg … bP.svg
help-arg-caption = Eine Zeile unter dem Brett: `side` (wer am Zug ist), `count` (Figuren, Weiß+Schwarz) oder beliebiger Text, in dem {"{"}side{"}"} und {"{"}count{"}"} ersetzt werden; kann mehrmals angegeben werden; ihre Wörter („Schwarz am Zug“) folgen --lang, nicht --dialect
help-arg-mark = Ein Feld einfärben, etwa e4 oder e4:red (green, red, yellow, blue oder CSS-Hexwert); mehrfach möglich
help-arg-circle = Einen Kreis auf ein Feld zeichnen, etwa d5:blue; mehrfach möglich
help-arg-cross = Ein Kreuz auf ein Feld zeichnen, etwa f7:red; mehrfach möglich
help-arg-arrow = Einen Pfeil zeichnen, etwa e2e4 oder g1f3:blue (ein Springerzug wird geknickt); mehrfach möglich
help-arg-marks = Markierungen in der Kommentarsyntax von ChessBase, etwa "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = Die Seitenlänge eines Feldes in SVG und PDF, etwa 20pt, 7mm oder 0.3in (mit --dpi auch die PNG-Größe)
help-arg-dpi = Die in PNG-Dateien geschriebene Auflösung; mit --square-size bestimmt sie die Bildgröße
help-arg-last-move = Der Zug, der zur Stellung führte (e2e4), auf dem Brett gezeigt; eine Stellung einer Partie zeigt ihren eigenen, außer bei none
help-arg-check = Das Feld eines Königs, der im Schach steht (e8), auto, um es aus der Stellung zu finden, oder none
help-arg-last-move-style = Wie der letzte Zug gezeigt wird: `squares` (getönte Felder), arrow (Pfeil) oder none
help-arg-legend = Eine Zeile unter dem Brett, die die Märchenschachsteine nach ihrer Gangart nennt: pictures (jeder Stein so, wie das Brett ihn zeigt, = Grashüpfer d4, h1), text (Grashüpfer d4, h1), auto (Bilder im Thema magazine, sonst Text), wenn der Datensatz Gangarten nennt, oder none
help-arg-glyph = Eine Gangart in anderer Form und Drehung zeichnen: GANGART=FORM[:GRAD], etwa `zebra=knight:90`; mehrfach oder als Liste mit Kommas
help-arg-delay = Wie lange jedes Bild eines animierten GIF gezeigt wird, in Millisekunden (das letzte dreimal so lange)
help-arg-stipulation = Die Forderung einer Aufgabe, etwa "#2", links unter dem Brett, rechts daneben die Steinzahl; ohne Angabe aus der Aufgabe übernommen; leer: keine Zeile
help-arg-number = Die Nummer einer Aufgabe in ihrer Sammlung, über den Verfassern wie in einer Zeitschrift; {"{"}n{"}"} nummeriert einen Stapel der Reihe nach; ohne Angabe die `Number` des Datensatzes; leer: keine Zeile
help-arg-author = Der Verfasser einer Aufgabe, über dem Brett; ohne Angabe aus der Aufgabe übernommen; leer: keine Zeile
help-arg-source = Die Quelle einer Aufgabe, über dem Brett unter dem Verfasser; ohne Angabe aus der Aufgabe übernommen; leer: keine Zeile
help-arg-condition = Die Märchenschach-Bedingungen einer Aufgabe, in einer Zeile unter dem Brett; ohne Angabe die der Aufgabe ({"{"}Condition{"}"} in einer Vorlage); leer: keine Zeile
help-arg-twins-line = Die Zwillingszeile einer Aufgabe, unter den Bedingungen; ohne Angabe ihre Zwillinge in der Sprache der Oberfläche ({"{"}Twins{"}"} in einer Vorlage); leer: keine Zeile
help-arg-award = Die Auszeichnung einer Aufgabe, etwa "1. Preis", über dem Brett unter der Quelle; ohne Angabe die der Aufgabe; leer: keine Zeile
help-arg-dedication = Die Widmung einer Aufgabe, über dem Brett unter der Auszeichnung; ohne Angabe die der Aufgabe; leer: keine Zeile
help-arg-solution = Die Lösung einer Aufgabe, bei den Lösungen von batch (nicht im Diagramm); ohne Angabe die des Datensatzes; leer: keine
help-arg-shell = Die Shell: bash, zsh, fish, powershell oder elvish

## Zeichnen vieler Diagramme (batch)

help-cmd-batch = Jeden Datensatz aus einer oder mehreren Dateien in einen Ordner zeichnen: Zeilen mit Datensätzen, als Raster gezeichnete Bretter, PGN-Partien, CSV und Problemdateien (Popeye, YACPDB und olive, das LaTeX-Paket diagram)
help-batch-arg-files = Dateien mit Datensätzen: Zeilen mit Forsyth, FEN oder EPD, PGN-Partien, CSV mit einer FEN-Spalte, Popeye-Dateien, YACPDB- oder olive-Sammlungen, LaTeX-Dateien des Pakets diagram (`-` für die Standardeingabe)
help-batch-arg-output = Der Ordner für die Diagramme (wird angelegt, falls er nicht existiert)
help-batch-arg-format = svg, png, gif (je ein Standbild) oder pdf; für mehrere --format mehrfach angeben; standardmäßig png
help-arg-name = Dateinamen: {"{"}n{"}"} die Nummer des Datensatzes (Stellenzahl etwa mit {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}, {"{"}twin{"}"} (a, b, … mit --twins each)
help-arg-overlay = Bei jedem Datensatz übernehmen `.`-Felder und kurze Reihen die Belegung des vorigen Datensatzes
help-arg-fail-fast = Beim ersten Datensatz mit einem Fehler abbrechen
help-arg-jobs = Wie viele Diagramme gleichzeitig gezeichnet werden (Standard: eines je Prozessorkern)
help-arg-manifest = Das Format von DIR/manifest: json oder csv
help-arg-latex = Zusätzlich eine LaTeX-Datei mit einer Abbildung pro Diagramm schreiben
help-arg-html = Zusätzlich eine HTML-Übersichtsseite aller Diagramme zum Korrekturlesen schreiben
help-arg-pdf-book = Zusätzlich alle Diagramme in ein PDF schreiben, seitenweise im Raster, jedes mit seiner Nummer
help-arg-per-page = Diagramme je Seite des PDF-Buchs (in zwei Spalten)
help-arg-paper = Papierformat des PDF-Buchs: a4 oder letter
location-file-line = { $file }, Zeile { NUMBER($line, useGrouping: "false") }
err-batch-dir = der Ordner { $path } kann nicht verwendet werden: { $reason }
err-name-clash = die Datensätze aus { $first } und aus { $second } würden beide in { $name } geschrieben; wählen Sie mit --name eine Vorlage, die sie unterscheidet
err-jobs = --jobs muss zwischen 1 und { $max } liegen
err-per-page = --per-page muss zwischen 1 und { $max } liegen
help-arg-twins = Wie ein Problem mit Zwillingen gezeichnet wird: `line` (ein Diagramm der Ausgangsstellung mit der Zwillingszeile) oder `each` (ein Diagramm je Stellung, jedes mit a), b), … beschriftet und nach seinem Buchstaben benannt: 0007a, 0007b)
err-twins-stdout = --twins each schreibt für jede Stellung eine eigene Datei, das geht nicht auf die Standardausgabe: Geben Sie mit -o einen Dateinamen an (aus problem.svg werden problema.svg, problemb.svg, …)
book-solutions = Lösungen
latex-list-cannot-set = pdfLaTeX kann { $char } (U+{ $code }) mit dem, was dieses Dokument eingerichtet hat, nicht setzen; dieses und jedes weitere solche Zeichen der Liste wird als „?“ gesetzt. Richten Sie für Kyrillisch die Schriftkodierung T2A mit babel ein, oder übersetzen Sie mit LuaLaTeX oder XeLaTeX und einer Schrift, die diese Zeichen hat (fontspec)
latex-list-no-glyph = die Schrift des Dokuments hat kein { $char } (U+{ $code }), das die Liste verwendet: wählen Sie mit fontspec eine Schrift, die es hat
batch-summary = { $rendered ->
        [one] 1 Diagramm geschrieben
       *[other] { $rendered } Diagramme geschrieben
    }, { $failed } fehlgeschlagen, { $warnings ->
        [one] 1 Warnung
       *[other] { $warnings } Warnungen
    }, in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
batch-stopped = beim ersten Fehler abgebrochen (--fail-fast)
batch-interrupted = unterbrochen: die bis dahin fertigen Diagramme sind vollständig geschrieben und im Manifest aufgeführt
html-title = Diagramme
html-lang = de
html-solution = Lösung
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

## Dateien, Vorlagen, Teilläufe

err-csv-columns = die Zeile hat { $found } Spalten, die Kopfzeile aber { $expected }, oder es gibt keine FEN-Spalte
err-csv-no-record-column = das ist die Kopfzeile einer CSV-Datei, aber keine ihrer Spalten enthält die Stellungen: benennen Sie diese Spalte `FEN` (oder `EPD`, `Forsyth`, `Position`); von der Datei wird nichts gezeichnet
err-shard = `{ $text }` ist kein Teillauf; schreiben Sie K/N mit 1 ≤ K ≤ N, etwa 2/8
note-auto-file = { $file }: in der Notation „{ $dialect }“ gelesen, der einzigen, die zu jedem Datensatz passt
note-auto-per-record = { $file }: die Datensätze brauchen verschiedene Notationen; jeder wird in der Notation gelesen, die zu ihm passt
warn-windows-1252 = { $file } ist ab Zeile { NUMBER($line, useGrouping: "false") } kein UTF-8; diese Zeilen werden als Windows-1252 gelesen
reason-is-a-file = es ist eine Datei, kein Ordner
reason-is-a-folder = es ist ein Ordner
reason-no-folder = der Ordner { $path } existiert nicht
reason-folder-denied = in den Ordner { $path } darf nicht geschrieben werden
reason-output-folder = es ist ein Ordner: geben Sie den Namen einer Datei darin an, etwa { $example }
reason-slash-at-end = der Name endet auf einen Schrägstrich, wie nur der Name eines Ordners; schreiben Sie { $file } für eine Datei
reason-not-a-folder = { $path } ist eine Datei, kein Ordner, und kann nichts enthalten
reason-io-not-found = es existiert nicht
reason-io-denied = der Zugriff ist nicht erlaubt
reason-io-read-only = das Dateisystem ist schreibgeschützt
reason-io-full = auf dem Datenträger ist kein Platz mehr
reason-io-too-large = die Datei ist zu groß für das Dateisystem
reason-io-not-a-folder = ein Teil des Weges dorthin ist eine Datei, kein Ordner
reason-io-exists = es existiert bereits
reason-io-bad-name = das Dateisystem erlaubt diesen Namen nicht
reason-io-bad-data = das Gelesene ist kein Text
reason-io-cut-short = die Datei endet zu früh
reason-io-address-in-use = ein anderes Programm verwendet diese Adresse bereits
reason-io-address-not-here = dieser Rechner hat keine solche Adresse
reason-io-closed = die Gegenseite hat die Verbindung geschlossen
reason-io-timed-out = es kam keine Antwort rechtzeitig
reason-io-code = das System hat es abgelehnt (Fehler { NUMBER($code, useGrouping: "false") })
reason-io-other = das System hat es abgelehnt
err-no-such-file = es gibt keine Datei { $path }
hint-record-flag = um `{ $path }` als Datensatz zu zeichnen, geben Sie --record an
err-template = die Vorlage `{ $template }` ist nicht lesbar: { $detail }
template-unclosed = die Klammer `{"{"}` an Zeichen { NUMBER($column, useGrouping: "false") } wird nicht geschlossen
template-stray = die Klammer `{"}"}` an Zeichen { NUMBER($column, useGrouping: "false") } schließt nichts; für eine Klammer schreiben Sie `{"}}"}`
template-bad-name = `{ $field }` ist kein Feld; ein Feld ist ein Name in Klammern, etwa {"{"}id{"}"} oder {"{"}White{"}"}
template-bad-width = die Breite von `{ $field }` ist keine Zahl von 0 bis { $max }
help-arg-record = INPUT als Datensatz lesen, auch wenn es eine Datei dieses Namens gibt
help-batch-arg-shard = Nur den K-ten von N Teilen der Datensätze zeichnen (die mit (n−1) mod N = K−1), benannt wie in einem ganzen Lauf; das Manifest heißt manifest-K-of-N.json
err-unknown-option = `{ $arg }` ist keine Option dieses Befehls (siehe --help)
hint-dashes-before-record = ist `{ $arg }` eine Stellung, schreiben Sie `--` davor: `-- { $arg }`
note-reading-stdin = die Stellung wird von der Standardeingabe gelesen: tippen Sie sie ein und beenden Sie mit Strg-D (unter Windows Strg-Z, dann Eingabe), oder geben Sie sie nach den Optionen an

## markdown

help-cmd-markdown = Die ```fen-Blöcke von Markdown-Dokumenten in Diagramme verwandeln (Bilddateien oder eingebettetes SVG)
help-cmd-mdbook = Präprozessor für mdBook: die ```fen-Blöcke eines Buches in Diagramme verwandeln (liest das JSON von mdBook aus der Standardeingabe)
help-cmd-block = Den Text eines einzelnen ```fen-Blocks aus der Standardeingabe zeichnen (für den pandoc-Filter)
help-markdown-arg-files = Markdown-Dateien (`-` oder keine: Standardeingabe)
help-markdown-arg-output = Wohin das Dokument geschrieben wird (`-` für die Standardausgabe, die Voreinstellung); bei mehreren Dateien ein Ordner
help-markdown-arg-in-place = Jedes Dokument in seine eigene Datei zurückschreiben (nur wenn es sich ändert)
help-markdown-arg-images = Ordner für die Diagrammdateien (wird bei Bedarf angelegt); die Dateinamen ergeben sich aus dem Inhalt
help-markdown-arg-format = svg oder png (oder pdf): das Format der Diagrammdateien
help-markdown-arg-inline-svg = Jedes Diagramm als SVG in das Dokument schreiben statt in eine Bilddatei
help-markdown-arg-drop-source = Jeden Block nur durch sein Diagramm ersetzen, ohne seinen Quelltext in einem Kommentar daneben zu behalten
help-markdown-arg-link-prefix = Der Anfang jedes Bildverweises (eine URL oder ein Pfad); sonst der Weg vom Dokument zum Bildordner
help-markdown-arg-info = Die Info-Wörter, die einen Diagrammblock kennzeichnen, durch Kommas getrennt
help-markdown-arg-set = Eine Option für jeden Block, etwa theme=print oder size=300 (die Option des Blocks hat Vorrang); mehrfach möglich
help-mdbook-arg-action = `supports`, von mdBook gefragt: ob ein Renderer die Diagramme anzeigen kann
help-mdbook-arg-renderer = Der Renderer, nach dem mdBook fragt (unterstützt werden html und markdown)
help-block-arg-output = Wohin das Diagramm geschrieben wird (`-` für die Standardausgabe, die Voreinstellung)
help-block-arg-images = Das Diagramm in diesen Ordner schreiben, unter einem Namen aus seinem Inhalt, und Pfad und Alternativtext der Datei durch einen Tabulator getrennt ausgeben
help-block-arg-format = svg, png oder pdf
help-block-arg-html = Eine Zeile HTML schreiben: das SVG in einem <div class="forsythe">, mit seinem Alternativtext beschriftet
help-block-arg-set = Eine Option für den Block, etwa theme=print (die Option des Blocks hat Vorrang); mehrfach möglich
md-block-empty = der Diagrammblock ist leer; schreiben Sie einen Datensatz (Forsyth, FEN oder EPD) in seine erste Zeile oder `fen: DATENSATZ`
md-not-a-pair = `{ $text }` ist keine Zeile der Form `Schlüssel: Wert`
md-not-an-option = `{ $text }` ist keine Option; nach dem Datensatz werden Optionen als schlüssel=wert geschrieben
md-unclosed-quote = dieses Anführungszeichen wird in seiner Zeile nicht geschlossen
md-no-key = vor `=` oder `:` fehlt der Name der Option
md-unknown-key = unbekannter Schlüssel `{ $key }`
md-hint-key = meinten Sie `{ $key }`?
md-hint-notation-dialect = in einem Block sagt `notation`, wo die Koordinaten stehen; für die Notation der Stellung schreiben Sie `dialect: { $value }`
md-key-twice = `{ $key }` legt fest, was `{ $first }` schon festgelegt hat; geben Sie es nur einmal an
md-not-a-bool = `{ $key }` ist true oder false, nicht `{ $value }`
md-orientation = die Ausrichtung ist `white` oder `black`, nicht `{ $value }`
md-no-value = `{ $key }` braucht einen Wert
md-not-supported = `{ $key }` wird noch nicht unterstützt
md-no-record = der Block enthält keinen Datensatz; schreiben Sie ihn in die erste Zeile oder hinter `fen:`
md-annotation = `{ $word }` ist keine Anmerkung; schreiben Sie Ae2-e4 für einen Pfeil oder Hf7 für ein Feld, mit /g, /r, /b oder /y für die Farbe
md-bad-value = `{ $value }` ist kein zulässiger Wert für `{ $key }`
md-command = die Optionen können nicht gelesen werden: { $reason }
md-defaults = in { $origin }
md-set = `{ $text }` hat nicht die Form SCHLÜSSEL=WERT
md-kept-broken = dieser aufbewahrte Diagrammblock bleibt, wie er ist: sein Kommentar braucht einen Codeblock und nach dem Diagramm die Zeile `<!-- /forsythe -->`
md-too-large = { $path } ist größer als { $max } MiB
md-svg-only = { $option } schreibt SVG und kann nicht mit dem Format { $format } verwendet werden
md-images-needed = geben Sie --images ORDNER für die Diagrammdateien an, oder --inline-svg, um sie in das Dokument zu schreiben
md-in-place-stdin = --in-place braucht Dateien; die Standardeingabe lässt sich nicht zurückschreiben
md-several-outputs = mehrere Dateien brauchen --in-place oder -o mit einem Ordner für die umgewandelten Dokumente
md-stdin-twice = die Standardeingabe (`-`) kann nur einmal gelesen werden
md-supports-renderer = `supports` braucht den Namen eines Renderers, etwa `supports html`
md-mdbook-action = `{ $text }` ist keine Frage von mdBook; die einzige ist `supports RENDERER`
md-mdbook-input = das Buch von mdBook kann nicht gelesen werden: { $reason }
md-mdbook-shape = erwartet wird eine JSON-Liste aus zwei Teilen: dem Kontext und dem Buch
md-mdbook-origin = book.toml [preprocessor.forsythe]
md-config-value = `{ $key }` in { $origin } muss Text, eine Zahl, true oder false oder eine Liste davon sein
md-config-bad = `{ $key }` in { $origin } kann nicht `{ $value }` sein
md-mdbook-draft = ein Kapitelentwurf
md-same-output = { $first } und { $second } würden beide nach { $path } geschrieben
md-info-word = `{ $word }` nach `{ $info }` bedeutet für einen Diagrammblock nichts; es wird übergangen
md-stray-word = `{ $word }` ist keine Option, und `{ $key }` davor nimmt nur einen Wert
md-stray-item = `{ $word }` ist weder eine Option noch ein Eintrag der Liste `{ $key }`
md-hint-list = schreiben Sie eine Liste mit Kommas oder in Anführungszeichen: `{ $key }=a,b` oder `{ $key }="a b"`
md-pgn-and-record = `pgn` enthält eine ganze Partie samt ihrer Anfangsstellung; `{ $other }` kann nicht daneben stehen
md-moves-no-record = die Züge werden von einem Datensatz aus gespielt: schreiben Sie ihn hinter `fen:` oder in die erste Zeile
md-at-every = `{ $key }: every` würde jede Stellung der Partie zeichnen, ein Block zeichnet aber eine: geben Sie `start`, `end` oder einen Zug wie `23` oder `23...` an
err-not-utf8 = die Zeile ist kein gültiges UTF-8 (Byte { NUMBER($offset, useGrouping: "false") } der Zeile)

## Diagramme in Worten (Bildschirmleser, Alternativtexte)

list-and = { $first } und { $last }
# Einträge, die selbst Kommas und „und“ enthalten, nacheinander: „königlich e8; Kamikaze c1 und e8“.
list-semicolon = { $first }; { $next }
describe-title = Schachdiagramm
describe-board = Ein Brett von { $files } mal { $ranks } Feldern.
describe-side = { $side ->
        [white] Weiß am Zug.
       *[black] Schwarz am Zug.
    }
describe-army = { $color ->
        [white] Weiß
        [neutral] Neutral
       *[black] Schwarz
    }: { $pieces }.
describe-army-empty = { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat keine Steine.
describe-group = { $role ->
        [king] { $count ->
            [one] König
           *[other] Könige
        }
        [queen] { $count ->
            [one] Dame
           *[other] Damen
        }
        [rook] { $count ->
            [one] Turm
           *[other] Türme
        }
        [bishop] Läufer
        [knight] Springer
       *[pawn] { $count ->
            [one] Bauer
           *[other] Bauern
        }
    } { $squares }
describe-fairy = { $name } { $squares }
describe-shape = { $shape ->
        [king] König
        [queen] Dame
        [rook] Turm
        [bishop] Läufer
        [knight] Springer
        [pawn] Bauer
        [equihopper] Equihopper
        [circle] Kreis
        [cross] Kreuz
        [square] Quadrat
       *[triangle] Dreieck
    }
describe-turned = { $piece } ({ $turn ->
        [right] nach rechts gedreht
        [down] auf dem Kopf
        [left] nach links gedreht
       *[other] um { $degrees }° gedreht
    })
describe-number = Aufgabe { $text }.
describe-author = Verfasser: { $text }.
describe-source = Quelle: { $text }.
describe-stipulation = Forderung: { $text }.
describe-condition = Bedingungen: { $text }.
describe-twins = Zwillinge: { $text }.
describe-award = Auszeichnung: { $text }.
describe-dedication = Widmung: { $text }.
describe-attribute = { $name } { $squares }
describe-attributes = Steine mit Eigenschaften: { $list }.
describe-grid = Gitterlinien teilen das Brett.
describe-framed = { $count ->
        [one] Umrandetes Feld
       *[other] Umrandete Felder
    }: { $squares }.
describe-cylinder = { $edges ->
        [files] Die a-Linie und die letzte Linie grenzen aneinander wie auf einem Zylinder.
        [ranks] Die erste und die letzte Reihe grenzen aneinander wie auf einem Zylinder.
       *[both] Beide Paare gegenüberliegender Ränder grenzen aneinander wie auf einem Torus.
    }
describe-holes = { $count ->
        [one] Loch
       *[other] Löcher
    }: { $squares }.
describe-unknown = { $count ->
        [one] Unbekanntes Feld
       *[other] Unbekannte Felder
    }: { $squares }.
describe-texts = { $count ->
        [one] Beschriftetes Feld
       *[other] Beschriftete Felder
    }: { $texts }.
describe-text = „{ $text }“ auf { $square }
help-cmd-describe = Datensätze in Worten beschreiben, so wie ein Bildschirmleser das Diagramm vorliest

## Partien und Aufgaben

game-label = Partie { $number }
game-label-named = Partie { $number } ({ $name })
game-variant = die Variante `{ $variant }` wird nicht unterstützt; gelesen werden Partien im normalen Schach und in Chess960
game-fen = die FEN `{ $fen }` kann keine Schachpartie beginnen
game-illegal = `{ $move }` ist kein regelgerechter Zug
game-ambiguous = `{ $move }` ist mehrdeutig: gemeint sein kann { $moves }
game-unreadable = `{ $move }` ist kein Zug
game-null = `{ $move }` ist ein Nullzug (ein Aussetzen) einer Seite, die im Schach steht; er kann nicht gespielt werden
game-too-many-plies = die Partie hat mehr als { $max } Halbzüge
game-comment-too-long = ein Kommentar ist länger als { $max } KiB
game-unclosed-comment = ein Kommentar mit `{"{"}` wird nicht geschlossen
game-unclosed-variation = eine Variante mit `(` wird nicht geschlossen
game-unopened-variation = eine `)` schließt keine Variante
game-unexpected = `{ $char }` hat in den Zügen keinen Platz
game-tag-syntax = ein Tag wird [Name "Wert"] geschrieben
game-too-long = der Text der Partie ist länger als { $max } MiB
at-not-reached = die Partie erreicht den Zug { $move } nicht; ihr letzter Zug ist { $last }
at-no-moves = die Partie erreicht den Zug { $move } nicht; sie hat keine Züge
at-no-marker = die Partie hat keine Diagrammmarke [#]
puzzle-column = der Kopfzeile fehlt die Spalte { $column }
puzzle-few-moves = die Züge `{ $moves }` der Aufgabe sind weniger als zwei: der Zug des Gegners und der erste der Lösung
puzzle-move = Zug { $index } der Aufgabe, `{ $move }`, ist dort kein regelgerechter Zug
err-at = `{ $text }` bezeichnet keine Stellung; geben Sie start, end, marked, every, auto oder einen Zug wie 23 (nach dem Zug von Weiß) oder 23... (nach dem von Schwarz) an
err-move-letters = `{ $text }` ist keine Schreibweise für Züge; geben Sie en, de, it, fr, fide oder figurine an
help-arg-at = Welche Stellungen einer PGN-Partie gezeichnet werden: start, end, marked (an jeder Diagrammmarke {"{"}[#]{"}"}), every (nach jedem Halbzug), ein Zug wie 23 oder 23... oder auto (die Marken, sonst der Anfang einer Partie mit FEN-Tag, sonst das Ende)
help-arg-move-letters = Die Buchstaben von {"{"}move{"}"} in Texten: en, de, it, fr, fide oder figurine
help-arg-no-flip = Das Brett aus der Sicht von Weiß zeichnen, auch bei einer Aufgabe, in der Schwarz löst

## Die Befehlszeile, wie clap sie liest: Überschriften, Platzhalter und claps
## eigene Wörter in der Hilfe, seine Fehler und die Handbuchseiten. Eine
## Überschrift endet mit dem Doppelpunkt, mit dem sie erscheint; Platzhalter
## stehen in Großbuchstaben.

cli-heading-usage = Aufruf:
cli-heading-commands = Befehle:
cli-heading-arguments = Argumente:
cli-heading-options = Optionen:
cli-heading-global = Globale Optionen:
cli-heading-input = Eingabe:
cli-heading-look = Aussehen:
cli-heading-marks = Markierungen:
cli-heading-texts = Texte:
cli-heading-output = Ausgabe:
cli-heading-examples = Beispiele:
cli-more-options = Das sind die meistgenutzten Optionen; `--help` zeigt alle.
cli-help-help = Hilfe anzeigen
cli-help-version = Die Version anzeigen
cli-help-command-help = Die Hilfe zu forsythe oder zu einem seiner Befehle anzeigen
cli-default = [Standard: { $value }]
cli-aliases = [auch: { $names }]
cli-possible-values = [mögliche Werte: { $values }]
cli-value-options = OPTIONEN
cli-value-command = BEFEHL
cli-value-lang = SPRACHE
cli-value-record = DATENSATZ
cli-value-input = EINGABE
cli-value-dialect = NOTATION
cli-value-file = DATEI
cli-value-dir = ORDNER
cli-value-px = PX
cli-value-name = NAME
cli-value-color = FARBE
cli-value-square = FELD
cli-value-fromto = ZUG
cli-value-comment = KOMMENTAR
cli-value-text = TEXT
cli-value-length = LÄNGE
cli-value-n = N
cli-value-template = MUSTER
cli-value-format = FORMAT
cli-value-shell = SHELL
cli-value-paper = PAPIER
cli-value-frame = RAHMEN
cli-value-k = K
cli-value-key = SCHLÜSSEL
cli-value-letters = BUCHSTABEN
cli-value-out = AUSGABE
cli-value-renderer = RENDERER
cli-value-supports = SUPPORTS
cli-value-url = URL
cli-value-value = WERT
cli-value-what = WAS
cli-value-when = WANN
cli-value-where = WO
cli-value-words = WÖRTER
cli-value-style = STIL
cli-value-ms = MS
cli-value-addr = ADRESSE
cli-value-mb = MB
cli-value-seconds = SEKUNDEN
cli-value-walk = GANGART
cli-value-shape = FORM
cli-value-degrees = GRAD
cli-error-unknown-command = `{ $name }` ist kein Befehl von forsythe
cli-error-unknown-argument = unerwartetes Argument `{ $arg }`
cli-error-unquoted-fen = unerwartetes Argument `{ $arg }`: es gehört zur FEN davor, und eine FEN enthält Leerzeichen, also muss sie in Anführungszeichen stehen
cli-hint-quote-fen = schreiben Sie: { $example }
cli-error-invalid-value = `{ $value }` ist kein gültiger Wert für `{ $arg }`
cli-error-missing-value = `{ $arg }` braucht einen Wert
cli-error-missing-arguments = { $count ->
        [one] ein nötiges Argument fehlt: { $args }
       *[other] nötige Argumente fehlen: { $args }
    }
cli-error-missing-command = `{ $command }` braucht einen Befehl: { $commands }
cli-error-conflict = `{ $arg }` kann nicht zusammen mit { $others } verwendet werden
cli-error-repeated = `{ $arg }` darf nur einmal angegeben werden
cli-error-equals = `{ $arg }` erwartet seinen Wert nach einem `=`
cli-error-too-many-values = unerwarteter Wert `{ $value }` für `{ $arg }`
cli-error-value-count = `{ $arg }` erwartet { $expected } Werte, angegeben { $actual ->
        [one] wurde 1
       *[other] wurden { $actual }
    }
cli-error-not-utf8 = ein Argument ist kein gültiges UTF-8
cli-error-other = die Befehlszeile kann nicht gelesen werden
cli-hint-similar = meinten Sie `{ $name }`?
cli-hint-possible-values = mögliche Werte: { $values }
cli-hint-optional-values = { $option } steht allein oder nimmt als nächstes Wort einen von { $values }
cli-hint-as-value = um `{ $arg }` als Wert zu übergeben, schreiben Sie `{ $example }`
cli-hint-remove-dashes = `{ $name }` ist ein Befehl; um ihn zu verwenden, entfernen Sie das `--` davor
cli-hint-whole-number = erwartet wird eine ganze Zahl
cli-hint-number-range = die Zahl liegt außerhalb des zulässigen Bereichs
cli-more-help = Mehr dazu mit `{ $command } --help`.
help-man-arg-command = Der Befehl, dessen Seite ausgegeben wird (ohne Angabe die Seite von forsythe selbst)
help-man-arg-dir = Alle Seiten (forsythe.1, forsythe-render.1, …) in diesen Ordner schreiben
cli-man-manual = forsythe-Handbuch
cli-man-name = BEZEICHNUNG
cli-man-synopsis = ÜBERSICHT
cli-man-description = BESCHREIBUNG
cli-man-exit-status = RÜCKGABEWERT
cli-man-see-also = SIEHE AUCH
cli-man-see-page = Siehe { $page }.

err-dialect-unknown-fixed = `{ $text }` ist hier keine Notation: geben Sie einen Namen (en, de, it, fide, fr, es, pt, nl, pl, cs, sk, hu, ro, sv, da, no, fi, tr, ru, ffen, ffen-left, yacpdb, yacpdb-right, popeye, popeye-de, popeye-fr, unicode) oder sechs Buchstaben für König, Dame, Turm, Läufer, Springer und Bauer an

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
serve-err-param-repeated = `{ $key }` ist mehrfach angegeben, nimmt aber nur einen Wert
serve-err-no-record = es gibt keinen Datensatz zum Zeichnen; geben Sie ihn als `fen` an
serve-err-param-bool = `{ $key }={ $value }` ist weder ja noch nein; schreiben Sie 1, true, yes oder on bzw. 0, false, no oder off
serve-err-param-number = `{ $key }={ $value }` ist keine ganze Zahl
serve-err-param-too-many = zu viele Werte für `{ $key }`; angenommen werden höchstens { $max }
serve-err-param-too-long = `{ $key }` hat { $length } Zeichen; gezeichnet werden höchstens { $max }
serve-err-param-square = `{ $key }={ $value }` ist kein Feld; geben Sie eines wie e4 an
serve-err-param-choice = `{ $key }={ $value }` ist kein Wert von { $key }; schreiben Sie { $choices }
serve-err-unsupported = { $key } wird von dieser Programmversion nicht unterstützt
serve-err-not-in-service = `{ $key }` gibt es nur auf der Befehlszeile; der Dienst liest keine Dateien
serve-err-base = die Ausgangsstellung (`base`) kann nicht gelesen werden: { $reason }
serve-err-not-a-record = `{ $text }` ist kein Datensatz (Sätze, Überschriften und Züge werden nie gezeichnet)
serve-err-too-small = ein { $size } Pixel breites Bild bietet keinen Platz für { $files } Linien; fordern Sie ein größeres Bild an
serve-err-image-too-large = ein Bild von { $width }×{ $height } Pixeln ist zu groß (höchstens 8192 je Seite und 16 Megapixel); fordern Sie ein kleineres an
serve-err-uri-too-long = das Anfrageziel hat { $length } Bytes; gelesen werden höchstens { $max }
serve-err-headers-too-large = die Kopfzeilen der Anfrage haben { $length } Bytes; gelesen werden höchstens { $max }
serve-err-method = auf { $method } wird hier nicht geantwortet, nur auf GET und HEAD
serve-err-body = dieser Dienst nimmt keinen Anfrageinhalt an
serve-err-busy = alle Threads zum Zeichnen sind belegt und die Warteschlange ist voll; versuchen Sie es gleich noch einmal
serve-err-timeout = die Anfrage hat länger als { $seconds } Sekunden gedauert
serve-err-not-found = unter { $path } gibt es nichts; der Dienst antwortet unter { $paths }
serve-err-no-such-format = { $path } wird hier nicht gezeichnet: { $stem } gibt es als { $paths }
serve-err-internal = das Diagramm konnte wegen eines internen Fehlers nicht gezeichnet werden
serve-hint-other-dialect = meinten Sie `dialect={ $code }` (Notation „{ $dialect }“)?
serve-hint-ambiguous = wählen Sie die Notation mit `dialect`, zum Beispiel `dialect={ $code }`
serve-hint-notation-dialect = `notation` sagt, wo die Koordinaten stehen; für die Notation der Stellung schreiben Sie `dialect={ $value }`
serve-hint-strict = eine Warnung gilt als Fehler (`strict`)
serve-hint-not-a-record = ein Datensatz ist eine Stellung in Forsyth-Notation, FEN oder EPD, etwa `4k3/8/8/8/8/8/8/4K3 w`
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
serve-page-theme-hatched = Schraffiert (Buchdruck)
serve-page-theme-magazine = Problemzeitschrift
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

## Text, wie man ihn schreibt

err-not-a-record = `{ $text }` ist weder eine Datei noch ein Datensatz
note-passed-over = { $file }: { $lines ->
        [one] eine Zeile ist kein Datensatz (Zeile { NUMBER($first, useGrouping: "false") }) und wurde übergangen
       *[other] { $lines } Zeilen sind keine Datensätze (Überschriften, Züge, Text; die erste ist Zeile { NUMBER($first, useGrouping: "false") }) und wurden übergangen
    }
note-passed-over-kept = die Textzeile über einem Datensatz ist sein {"{"}title{"}"} ({ $titles }), die Züge darunter seine {"{"}solution{"}"} ({ $solutions })
warn-missing-semicolon = der EPD-Operation `{ $opcode }` fehlt das `;` vor `{ $next }`; sie endet dort
warn-spaced-ranks = die { $ranks } Reihen sind durch Leerzeichen getrennt, nicht durch `/`; gelesen als `{ $meant }`
warn-standard-fields = das Brett hat { $height } Reihen zu { $width } Feldern, doch die Felder dahinter sind die des normalen Schachs, dessen Brett 8 Reihen zu 8 hat: eine Reihe zu viel oder zu wenig?
note-eight-ranks = 64 Felder ohne `/`: gelesen als 8 Reihen zu 8 Feldern

# LaTeX- und Typst-Dokumente: `forsythe latex`.
help-cmd-latex = Die Diagramme zeichnen, die ein LaTeX-Lauf eines Dokuments anfordert (JOB.fsq), und die Antworten schreiben, die der nächste Lauf liest (JOB.fsd)
help-latex-arg-job = Der Job: der Name des Dokuments ohne .tex (JOB, JOB.tex und JOB.fsq meinen dasselbe)
help-arg-texts = Wo ein Diagramm eines LaTeX- oder Typst-Dokuments Bildunterschrift, Problemangaben und Legende hat: document (in der Schrift des Dokuments gesetzt; die Vorgabe) oder image (im Bild gezeichnet)
err-key-document-only = `{ $key }` gibt es nur für Diagramme in LaTeX- und Typst-Dokumenten
err-key-not-here = `{ $key }` kann hier nicht verwendet werden
latex-hint-run-latex = lassen Sie zuerst LaTeX über das Dokument laufen: es schreibt { $job }.fsq, die angeforderten Diagramme
latex-format = diese Datei stammt nicht von der forsythe.sty dieser Version von forsythe (sie beginnt mit `{ $found }`); verwenden Sie das Paket, das zu diesem Programm gehört
latex-format-older = diese Anforderungsdatei hat das Format { $found }, und dieses forsythe liest das Format { $format }: sie stammt von einer älteren forsythe.sty; ersetzen Sie sie durch die forsythe.sty, die zu diesem Programm gehört (forsythe { $version }), und lassen Sie LaTeX noch einmal laufen
latex-format-newer = diese Anforderungsdatei hat das Format { $found }, und dieses forsythe (Version { $version }) liest das Format { $format }: sie stammt von einer neueren forsythe.sty; aktualisieren Sie forsythe auf die Version dieses Pakets, oder verwenden Sie die forsythe.sty, die zu diesem Programm gehört
latex-bad-line = `{ $text }` ist keine Zeile einer Anforderungsdatei
latex-unfinished = diese Anforderung hat kein Ende (LaTeX hat beim Schreiben aufgehört); lassen Sie LaTeX noch einmal laufen
cli-value-job = JOB

## Problemdateien (Popeye-Eingabe, YACPDB/olive-Sammlungen)
warn-problem-unknown-keyword = `{ $word }` ist hier kein Schlüsselwort und wird übergangen
warn-problem-ambiguous-keyword = `{ $word }` kann { $candidates } heißen; bitte länger schreiben. Es wird übergangen
warn-problem-ambiguous-piece = das Figurenkürzel `{ $code }` steht in dieser Sprache für mehr als eine Figur ({ $readings }); gezeichnet wird { $drawn }, wie Popeye es liest
warn-problem-unknown-piece = `{ $code }` ist kein bekannter Steincode; der Stein wird als `?` gezeichnet
warn-problem-hunter = `{ $code }` ist ein Jäger und hat kein eigenes Symbol; er wird als sein Vorwärtsstein nach rechts gedreht gezeichnet
warn-problem-unknown-attribute = `{ $word }` ist weder Farbe noch Steineigenschaft und wird übergangen
warn-problem-bad-square = `{ $text }` ist kein Feld des Bretts und wird übergangen
warn-problem-missing-square = der Stein `{ $piece }` hat kein Feld und wird übergangen
warn-problem-unknown-condition = `{ $word }` ist keine Bedingung, die Popeye kennt, und keine ihrer Varianten; es wird gedruckt, wie es dasteht
warn-problem-missing-value = nach `{ $keyword }` fehlt die Angabe; es wird übergangen
warn-problem-bad-twin = der Zwilling `{ $text }` ist nicht lesbar und wird übergangen
warn-problem-bad-value = `{ $found }` ist als { $field } nicht lesbar und wird übergangen
warn-problem-syntax = die Datei ist nicht wohlgeformt ({ $message }); was lesbar ist, bleibt erhalten
warn-problem-unexpected-end = die Datei endet vor ihrem Schlusswort; das letzte Problem wird gelesen, so weit es reicht
warn-problem-text-after-end = der Text nach dem Schlusswort wird übergangen
warn-problem-square-twice = zwei Steine auf { $square }; der spätere gilt
warn-problem-no-pieces = das Problem hat keine Steine
warn-problem-too-complex = Listen und Zuordnungen sind hier zu tief verschachtelt oder Aliasse wiederholen zu viel; der Überschuss wird übergangen
warn-problem-not-a-problem = `{ $found }` ist kein Problem (ein Problem ist eine Zuordnung von Feldern wie `algebraic` und `stipulation`); es wird übergangen
warn-twin-no-piece = Zwilling { $twin }: auf { $square } steht kein Stein; die Ausgangsstellung wird gezeichnet
warn-twin-off-board = Zwilling { $twin }: { $square } liegt nicht auf dem Brett; die Ausgangsstellung wird gezeichnet
warn-twin-piece-outside = Zwilling { $twin }: der Stein auf { $square } würde das Brett verlassen; die Ausgangsstellung wird gezeichnet
# The LaTeX diagram package's environments, read (`{ $text }` is what was written).
latex-diagram-unknown-command = `{ $text }` ist kein Befehl des diagram-Pakets, der hier gelesen wird; er wird übergangen
latex-diagram-missing-argument = `\{ $text }` fehlt das Argument in geschweiften Klammern; der Befehl wird übergangen
latex-diagram-bad-piece = `{ $text }` ist keine Figur des diagram-Pakets (eine Farbe w, s oder n, ein Figurenbuchstabe K D T L S B C E X, gegebenenfalls eine Drehung R U L, dann Felder); sie wird weggelassen
latex-diagram-bad-square = `{ $text }` ist kein Feld (ein Linienbuchstabe und eine Reihe, Reihen über 9 in geschweiften Klammern: `i{"{"}11{"}"}`); es wird weggelassen
latex-diagram-off-board = { $text } liegt außerhalb des Bretts; es wird weggelassen
latex-diagram-occupied = { $text } ist zweimal angegeben; die erste Angabe gilt
latex-diagram-bad-size = `{ $text }` ist keine Brettgröße (Linien x Reihen, je 1 bis 26, etwa `10x8`); das Brett hat 8×8 Felder
latex-diagram-long-text = `{ $text }` ist zu lang für die Beschriftung eines Felds (ein oder zwei Buchstaben oder Ziffern); er wird weggelassen
latex-diagram-bad-grid-line = `{ $text }` ist keine Gitterlinie (`v` oder `h`, dann Linie, Reihe und Länge: `v217`); sie wird weggelassen
latex-diagram-bad-fen = `{ $text }` ist keine FEN-Stellung auf 8×8 Feldern; sie wird weggelassen
latex-diagram-turn-ignored = das diagram-Paket dreht weder Kreise noch Equihopper: die Drehung in `{ $text }` wird weggelassen
latex-diagram-stray-text = `{ $text }` gehört zu keinem Befehl des Diagramms; es wird übergangen
latex-diagram-unclosed = dem Diagramm fehlt `\end{"{"}diagram{"}"}`; es wird bis zum nächsten Diagramm oder zum Dateiende gelesen
latex-diagram-planes = Bretter aus mehreren Ebenen (`{ $text }`) werden nicht gezeichnet; die Umgebung wird übergangen
# What the diagram package cannot write, by square.
latex-diagram-lost-marker = das diagram-Paket kennt weder Kreuz noch Quadrat noch Dreieck: was auf { $squares } steht, wird als Kreis geschrieben
latex-diagram-lost-eighth-turn = das diagram-Paket dreht Figuren nur in Vierteldrehungen: der Springer auf { $squares } wird um 45° weniger gedreht geschrieben
latex-diagram-lost-turn = das diagram-Paket dreht keine Kreise und zeichnet den Equihopper nur aufrecht oder nach rechts gedreht: { $squares } wird so geschrieben
latex-diagram-lost-unknown = das `?` auf { $squares } lässt sich mit dem diagram-Paket nicht schreiben; es wird weggelassen
latex-diagram-lost-shared-picture = das Bild der Figur auf { $squares } steht schon für eine andere Gangart; das Diagramm kann die eigene Gangart der Figur nicht nennen, oder dass sie keine hat
latex-diagram-lost-attribute = das diagram-Paket hat kein Zeichen für Eigenschaften von Figuren (königlich, halbneutral, …): die der Figuren auf { $squares } werden weggelassen
latex-diagram-lost-fields = das diagram-Paket trennt die Einträge von { $fields } durch `;` (Themen durch `,`): ein Eintrag, der eines enthält, wird als zwei zurückgelesen
twin-rotate = Drehung { $degrees }°
twin-mirror = Spiegelung { $axis }
twin-shift = Verschiebung { $from }→{ $to }
twin-polish = Farbwechsel
twin-no-condition = ohne Bedingung
# Eine Märchenfigur oder neutrale Figur in der Zwillingszeile, ihre Farbe dahinter: „Grashüpfer (schwarz)“.
twin-piece-side = { $side ->
        [white] { $piece } (weiß)
        [black] { $piece } (schwarz)
       *[neutral] { $piece } (neutral)
    }
# Die Änderungen eines Zwillings in Worten, für die Beschreibung einer Aufgabe.
describe-twin-piece = { $role ->
        [queen] { $side ->
            [white] weiße
            [black] schwarze
           *[neutral] neutrale
        } Dame
       *[other] { $side ->
            [white] weißer
            [black] schwarzer
           *[neutral] neutraler
        } { $role ->
            [king] König
            [rook] Turm
            [bishop] Läufer
            [knight] Springer
           *[pawn] Bauer
        }
    }
describe-twin-move = { $piece } von { $from } nach { $to }
describe-twin-exchange = { $first } und { $second } tauschen die Plätze
describe-twin-add = { $piece } auf { $square } hinzugefügt
describe-twin-remove = { $piece } auf { $square } entfernt
describe-twin-substitute = { $from } durch { $to } ersetzt
describe-twin-rotate = Brett um { $degrees }° gedreht
describe-twin-mirror = Brett gespiegelt, { $first } tauscht mit { $second }
describe-twin-shift = alle Figuren verschoben wie von { $from } nach { $to }
describe-twin-polish = Farben getauscht und Brett gespiegelt (Farbwechsel)
describe-twin-stipulation = Forderung { $text }
describe-twin-condition = Bedingungen { $text }
describe-twin-continued = { $label } (vom vorigen Zwilling aus)

# A move in English letters inside a game written in another language's letters.
warn-game-english-move = `{ $move }` steht in englischen Figurenbuchstaben in einer Partie in der Notation „{ $language }“; der Zug wird englisch gelesen
warn-game-stray-brace = eine `{"}"}`, die keinen Kommentar schließt, wird übergangen; die Partie geht danach weiter
note-game-prose-after = die Partie endet mit ihrem letzten Zug: der Text danach ist Fließtext und wird übergangen
err-game-english-move-strict = `{ $move }` steht in englischen Figurenbuchstaben in einer Partie in der Notation „{ $language }“, daher wird die Partie abgelehnt (--strict)

## Das Handbuch: die letzte Zeile der Hilfe des Programms und jedes Befehls

help-guide = Das Handbuch (auf Englisch): `docs/src/introduction.md` in den Quellen von forsythe. `mdbook build docs` macht daraus eine Website.
help-guide-render = Das Handbuch (auf Englisch): `docs/src/render.md` in den Quellen von forsythe.
help-guide-batch = Das Handbuch (auf Englisch): `docs/src/batch.md` in den Quellen von forsythe.
help-guide-translate = Das Handbuch (auf Englisch): `docs/src/translate.md` in den Quellen von forsythe.
help-guide-describe = Das Handbuch (auf Englisch): `docs/src/describe.md` in den Quellen von forsythe.
help-guide-dialects = Das Handbuch (auf Englisch): `docs/src/dialects.md` in den Quellen von forsythe.
help-guide-completions = Das Handbuch (auf Englisch): `docs/src/completions.md` in den Quellen von forsythe.
help-guide-man = Das Handbuch (auf Englisch): `docs/src/completions.md` in den Quellen von forsythe.
help-guide-markdown = Das Handbuch (auf Englisch): `docs/src/markdown.md` in den Quellen von forsythe.
help-guide-mdbook = Das Handbuch (auf Englisch): `docs/src/mdbook.md` in den Quellen von forsythe.
help-guide-block = Das Handbuch (auf Englisch): `docs/src/blocks.md` in den Quellen von forsythe.
help-guide-latex = Das Handbuch (auf Englisch): `docs/src/hosts/latex.md` in den Quellen von forsythe.
help-guide-serve = Das Handbuch (auf Englisch): `docs/src/serve.md` in den Quellen von forsythe.

## The board editor on the page of `forsythe serve`

serve-edit-heading = Brett bearbeiten
serve-edit-help = Ein Klick auf ein Feld stellt die gewählte Figur dorthin; Rechtsklick oder Entf leert es, und Figuren lassen sich aus der Palette oder von einem anderen Feld ziehen. Mit der Tastatur: Die Pfeiltasten wechseln das Feld, die Buchstaben der gewählten Notation stellen Figuren (Großbuchstaben für Weiß), Eingabe stellt die gewählte Figur, `-` ein Loch und `?` ein unbekanntes Feld.
serve-edit-tools = Werkzeuge fürs Brett
serve-edit-start = Grundstellung
serve-edit-clear = Leeren
serve-edit-flip = Drehen
serve-edit-swap = Farben tauschen
serve-edit-undo = Rückgängig
serve-edit-redo = Wiederholen
serve-edit-board = Brett
serve-edit-width = Linien
serve-edit-height = Reihen
serve-edit-palette = Figuren
serve-edit-fairy = Märchenfigur
serve-edit-shape = Figur oder Gangart
serve-edit-shapes = Formen
serve-edit-walks = Gangarten (Popeye)
serve-edit-side = Farbe
serve-edit-turn = Drehung
serve-edit-use-fairy = Diese Figur nehmen
serve-edit-fields = Stellung
serve-edit-to-move = Am Zug
serve-edit-to-move-none = nicht angegeben
serve-edit-castling = Rochade
serve-edit-en-passant = En passant
serve-edit-changes = Änderungen seit dieser Stellung
serve-edit-changes-help = Hält das Brett fest, wie es jetzt ist: Die Stellung wird dann als das geschrieben, was sich seitdem geändert hat, mit `.` für jedes unveränderte Feld. Ein weiterer Klick beginnt den nächsten Schritt beim dann erreichten Brett.
serve-edit-changes-off = Ganze Stellung
serve-edit-copy = Kopieren als
serve-edit-export-markdown = Markdown-Block
serve-edit-export-latex = LaTeX
serve-edit-export-typst = Typst
serve-edit-export-popeye = Popeye-Figuren
serve-edit-export-olive = olive-Eintrag
serve-edit-export-size = Bildgröße (px)
serve-edit-empty = leeres Feld
serve-edit-hole = Loch
serve-edit-unknown = unbekanntes Feld
serve-edit-piece = { $name } ({ $side ->
        [white] Weiß
        [neutral] neutral
       *[black] Schwarz
    })
serve-edit-side-name = { $side ->
        [white] Weiß
        [neutral] Neutral
       *[black] Schwarz
    }
serve-edit-square = { $square }, { $content }
serve-edit-too-long = ein Wert der Anfrage des Editors ist länger als { $max } Zeichen
serve-edit-bad-board = das Brett des Editors lässt sich nicht lesen
