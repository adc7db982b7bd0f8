# forsythe — Nederlandse meldingen

## Labels van de meldingen

severity-error = fout
severity-warning = waarschuwing
severity-note = opmerking
severity-hint = tip
location-line-column = regel { $line }, kolom { $column }
location-column = kolom { $column }
location-line = regel { $line }

## Namen die in meldingen voorkomen

color-white = Wit
color-black = Zwart
piece-king = koning
piece-queen = dame
piece-rook = toren
piece-bishop = loper
piece-knight = paard
piece-pawn = pion
dialect-en = Engels
dialect-de = Duits
dialect-it = Italiaans
dialect-fide = FIDE
dialect-fr = Frans
dialect-custom = met eigen letters ({ $letters })
field-placement = stukkenopstelling
field-side-to-move = kleur aan zet
field-castling = rokaderechten
field-en-passant = en-passantveld
field-halfmove-clock = teller van de halve zetten
field-fullmove-number = zetnummer
field-operations = EPD-operaties
expected-side-to-move = `w` of `b`
expected-castling = `-` of de letters `KQkq`, elk hoogstens één keer
expected-en-passant = `-` of een veld op de derde of zesde rij, zoals `e3`
expected-halfmove-clock = een geheel getal, 0 of meer
expected-fullmove-number = een geheel getal, 1 of meer
expected-operations = een EPD-operatie

## Waarschuwingen over de invoer

warn-unknown-character = `{ $char }` op rij { $rank } is geen stukletter in de notatie { $dialect }; het wordt als `?` getekend
warn-unknown-characters = { $count } tekens zijn geen stukletters in de notatie { $dialect } ({ $chars }); ze worden als `?` getekend
warn-short-rank = rij { $rank } heeft { $squares } velden, maar het bord is { $width } velden breed; { $missing ->
        [one] het laatste veld blijft
       *[other] de laatste { $missing } velden blijven
    } ongewijzigd (leeg op een nieuw bord)
warn-empty-rank = rij { $rank } is leeg; de { $width } velden ervan blijven ongewijzigd (leeg op een nieuw bord)
warn-fullmove-zero = het zetnummer 0 is niet toegestaan (zetten worden vanaf 1 geteld); het wordt overgenomen zoals het er staat
hint-other-dialect = bedoelde je `--dialect { $code }` (de notatie { $dialect })?

## Fouten in de invoer

err-empty-placement = de stukkenopstelling ontbreekt
err-line-too-long = de regel heeft { $bytes } bytes; een stelling heeft er hoogstens { $max }
err-no-squares = de stukkenopstelling heeft geen velden
err-too-wide = rij { $row } (van boven geteld) is breder dan { $max } velden
err-too-tall = het bord heeft meer dan { $max } rijen
err-bad-field = onderdeel { $number } ({ $field }) is `{ $text }`; verwacht: { $expected }
err-unterminated-operation = de EPD-operatie `{ $opcode }` eindigt niet op `;`
err-unterminated-string = een EPD-operand tussen aanhalingstekens heeft geen afsluitende `"`
err-bad-opcode = `{ $text }` is geen EPD-opcode; een opcode begint met een letter en bevat alleen letters, cijfers en `_`
err-bad-operand = de operand van `{ $opcode }` is `{ $text }`; verwacht: een geheel getal
err-trailing-text = onverwachte tekst `{ $text }` na het zetnummer
err-ambiguous = de notatie is niet eenduidig: `{ $letter }` is { $readings }
err-ambiguous-reading = een { $piece } in de notatie { $dialect }
hint-ambiguous = kies de notatie met `--dialect`, bijvoorbeeld `--dialect { $code }`
err-not-utf8 = de regel is geen geldige UTF-8 (byte { $offset } van de regel)

## Opmerkingen bij het automatisch herkennen van de notatie

note-auto-only = gelezen in de notatie { $dialect }: alleen die kent alle letters
note-auto-plausible = gelezen in de notatie { $dialect }; verworpen: { $reasons }
reason-pawn-on-edge = { $dialect } (een pion op { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] witte
       *[black] zwarte
    } koningen)

## Fouten in de opdrachtregel en het systeem

err-dialect-unknown = `{ $text }` is geen notatie: geef een naam (en, de, it, fide, fr, auto) of zes letters voor koning, dame, toren, loper, paard en pion
err-dialect-not-letter = `{ $text }`: `{ $char }` is geen letter die als hoofdletter en als kleine letter bestaat
err-dialect-repeated = `{ $text }`: de letter `{ $char }` staat voor twee stukken
err-base = de met --base opgegeven uitgangsstelling kan niet worden gelezen
err-read-input = kan { $path } niet lezen: { $reason }
err-write-output = kan niet naar { $path } schrijven: { $reason }
stdin-name = standaardinvoer
stdout-name = standaarduitvoer

## Diagrammen

err-theme = `{ $name }` is geen thema; kies classic, blue, green of print
err-color = `{ $text }` is geen kleur; schrijf die als CSS-hex, zoals #b38760 of #fff
err-size = een afbeelding van { $size } pixels breed is niet mogelijk; de breedte moet { $min } tot en met { $max } zijn
err-too-small = een afbeelding van { $size } pixels breed heeft geen ruimte voor { $files } lijnen; geef een grotere --size
err-caption-too-long = een onderschrift van { $length } tekens is te lang; er worden er hoogstens { $max } getekend
err-image-too-large = een afbeelding van { $width }×{ $height } pixels is te groot (hoogstens 8192 per zijde en 16 megapixel); geef een kleinere --size
err-mark = `{ $text }` is geen markering; geef een veld zoals e4, of e2e4 voor een pijl, eventueel met :KLEUR
err-mark-color = `{ $text }` is geen kleur voor een markering; gebruik green, red, yellow, blue of een CSS-hexwaarde
err-mark-off-board = het veld { $square } van een markering ligt niet op het bord
err-square-size = `{ $text }` is geen veldgrootte; geef een lengte zoals 20pt, 7mm, 0.8cm of 0.3in
err-dpi = een resolutie van { $dpi } dpi is niet mogelijk; geef 1 tot en met 10000
err-encode = de PNG kon niet worden gecodeerd: { $reason }
err-format-stdout = schrijven naar standaarduitvoer vereist --format svg of --format png
err-format-unknown = kan het formaat niet afleiden uit { $path }; geef het bestand de extensie .svg of .png, of geef --format op
err-no-record = er is geen stelling om te tekenen
err-one-record = render tekent één stelling, maar regel { $line } bevat er nog een; gebruik `forsythe batch` voor meerdere stellingen
err-piece-missing = het stukbestand { $path } ontbreekt
err-piece-unreadable = kan het stukbestand { $path } niet lezen: { $reason }
err-piece-too-large = het stukbestand { $path } is { $reason } bytes groot; er wordt hoogstens 1 MiB gelezen
err-piece-invalid = het stukbestand { $path } is geen bruikbare SVG: { $reason }
err-piece-empty = het stukbestand { $path } tekent niets

## De tabel van forsythe dialects

dialects-heading-piece = Stuk
dialects-heading-code = Code

## Onderschriften onder het diagram

caption-side-white = Wit aan zet
caption-side-black = Zwart aan zet
caption-count = ({ $white }+{ $black })
warn-caption-side = de stelling vermeldt niet wie aan zet is, dus het onderschrift kan dat niet aangeven

## Helpteksten van de opdrachtregel

help-about = Schaakdiagrammen (SVG, PNG, PDF) uit Forsyth, FEN en EPD, in vele notaties
help-exit-codes = Afsluitcodes: 0 alle stellingen zijn gelezen; 1 een stelling bevatte een fout (de overige worden toch verwerkt); 2 de opdrachtregel is verkeerd gebruikt; 130 een batch is onderbroken (de voltooide diagrammen blijven bewaard).
help-cmd-render = Teken één stelling als diagram (SVG, PNG of PDF)
help-cmd-translate = Schrijf stellingen met hun stukkenopstelling in een andere notatie
help-cmd-dialects = Toon de stukletters van elke notatie
help-cmd-completions = Toon een aanvulscript voor een shell
help-cmd-man = Toon de manpagina (roff)
help-arg-lang = Taal van de meldingen: en, de, it, nl, fr (standaard uit LC_ALL, LC_MESSAGES, LANG)
help-arg-quiet = Toon geen waarschuwingen of opmerkingen, alleen fouten
help-arg-strict = Behandel waarschuwingen (onbekende tekens, korte rijen) als fouten
help-arg-merge-digits = Lees een reeks cijfers als één getal (`10` is tien lege velden)
help-arg-base = Leg de invoer eerst over deze stelling heen (een stelling in de notatie van de invoer, of `start`)
help-arg-input = Een stelling (Forsyth, FEN of EPD); zonder, of met `-`, één stelling per regel uit standaardinvoer
help-render-arg-input = De te tekenen stelling (Forsyth, FEN of EPD); zonder, of met `-`, gelezen uit standaardinvoer
help-arg-from = Notatie van de invoer: en, de, it, fide, fr, zes letters (in de volgorde koning, dame, toren, loper, paard, pion) of auto
help-arg-dialect = Notatie van de invoer: en, de, it, fide, fr, zes letters (in de volgorde koning, dame, toren, loper, paard, pion) of auto
help-arg-to = Notatie van de uitvoer: en, de, it, fide, fr of zes letters
help-arg-output = Bestand voor het diagram (`-` voor standaarduitvoer; dan is --format nodig)
help-arg-format = svg, png of pdf; standaard afgeleid uit de extensie van het uitvoerbestand
help-arg-size = Breedte van de afbeelding in pixels (16 tot en met 4096)
help-arg-flip = Teken het bord vanaf de kant van Zwart
help-arg-coordinates = Lijnletters en rijnummers naast het bord (standaard)
help-arg-no-coordinates = Geen lijnletters of rijnummers
help-arg-side-to-move = Een rondje naast het bord aan de kant van wie aan zet is, als de stelling dat vermeldt
help-arg-theme = Kleuren: classic, blue, green of print
help-arg-light = Kleur van de lichte velden (CSS-hex, zoals #eed7b3)
help-arg-dark = Kleur van de donkere velden (CSS-hex, zoals #b38760)
help-arg-transparent = Geen achtergrond rond het bord en in gaten in het bord
help-arg-pieces = Een map met de twaalf stuktekeningen wK.svg … bP.svg
help-arg-caption = Een regel onder het bord: `side` (wie aan zet is), `count` (stukken, wit+zwart) of vrije tekst waarin {"{"}side{"}"} en {"{"}count{"}"} worden vervangen; mag meer dan eens worden opgegeven
help-arg-mark = Een veld kleuren, zoals e4 of e4:red (green, red, yellow, blue of CSS-hex); mag vaker
help-arg-circle = Een cirkel op een veld tekenen, zoals d5:blue; mag vaker
help-arg-cross = Een kruis op een veld tekenen, zoals f7:red; mag vaker
help-arg-arrow = Een pijl tekenen, zoals e2e4 of g1f3:blue (een paardensprong krijgt een knik); mag vaker
help-arg-chessbase = Markeringen in de commentaarsyntaxis van ChessBase, zoals "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = De zijde van een veld in SVG en PDF, zoals 20pt, 7mm of 0.3in (met --dpi ook de PNG-grootte)
help-arg-dpi = De resolutie die in PNG-bestanden wordt geschreven; met --square-size bepaalt die de beeldgrootte
help-arg-stipulation = De opgave van een probleem, zoals "#2", linksonder, met de stukkentelling rechtsonder
help-arg-author = De componist van een probleem, boven het bord
help-arg-source = De bron van een probleem, boven het bord onder de componist
help-arg-shell = De shell: bash, zsh, fish, powershell of elvish

## Veel stellingen tegelijk tekenen (batch)

help-cmd-batch = Teken elke stelling uit een of meer bestanden (regels met stellingen, of PGN) in een map
help-batch-arg-files = Bestanden met stellingen, één per regel, of PGN-partijen (`-` voor standaardinvoer)
help-batch-arg-output = De map voor de diagrammen (wordt aangemaakt als die niet bestaat)
help-batch-arg-format = svg, png of pdf; geef --format vaker op voor meer formaten; standaard png
help-arg-name = Bestandsnamen: {"{"}n{"}"} het nummer van de stelling (met vaste breedte: {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}
help-arg-overlay = De `.`-velden en korte rijen van elke stelling behouden het bord van de vorige stelling
help-arg-fail-fast = Stop bij de eerste stelling met een fout
help-arg-jobs = Hoeveel diagrammen tegelijk getekend worden (standaard: één per processorkern)
help-arg-manifest = Het formaat van DIR/manifest: json of csv
help-arg-latex = Schrijf ook een LaTeX-bestand met één figuur per diagram
help-arg-html = Schrijf ook een HTML-overzichtspagina met alle diagrammen, om na te lezen
help-arg-pdf-book = Ook alle diagrammen in één PDF schrijven, per pagina in een raster, elk met zijn nummer
help-arg-per-page = Diagrammen per pagina van het PDF-boek (in twee kolommen)
help-arg-paper = Papierformaat van het PDF-boek: a4 of letter
location-file-line = { $file }, regel { $line }
err-batch-dir = kan de map { $path } niet gebruiken: { $reason }
err-name-template = het naamsjabloon `{ $template }` bevat een onbekende plaatshouder `{ $name }`; gebruik {"{"}n{"}"}, {"{"}line{"}"}, {"{"}id{"}"} of {"{"}stem{"}"}
err-name-clash = de stellingen uit { $first } en uit { $second } zouden allebei naar { $name } worden geschreven; kies een --name die ze van elkaar onderscheidt
err-jobs = --jobs moet 1 tot en met { $max } zijn
err-per-page = --per-page moet 1 tot en met { $max } zijn
err-pgn-fen = de FEN-tag van de partij kan niet worden gelezen
batch-summary = { $rendered ->
        [one] 1 diagram geschreven
       *[other] { $rendered } diagrammen geschreven
    }, { $failed } mislukt, { $warnings ->
        [one] 1 waarschuwing
       *[other] { $warnings } waarschuwingen
    }, in { $seconds } s
batch-stopped = gestopt bij de eerste fout (--fail-fast)
batch-interrupted = onderbroken: de diagrammen die al klaar waren, zijn volledig geschreven en staan in het manifest
html-title = Diagrammen
html-lang = nl
hint-strict-failed = een waarschuwing telt als fout (--strict)
html-record = Stelling
html-file = Bestand

## Welwillend gelezen records: wat wordt weggelaten of gelezen zoals bedoeld

warn-bad-field = veld { $number } ({ $field }) is `{ $text }`; verwacht: { $expected }; het wordt weggelaten
warn-missing-field = veld { $number } ({ $field }) ontbreekt; wat volgt, wordt als het volgende veld gelezen
warn-stray-semicolon = een `;` die geen EPD-bewerking afsluit; die wordt weggelaten
warn-unterminated-operation = de EPD-bewerking `{ $opcode }` eindigt niet op `;`; ze wordt tot het einde van de regel gelezen
warn-unterminated-string = een EPD-operand tussen aanhalingstekens mist de afsluitende `"`; de rest van de regel is de operand
warn-bad-opcode = `{ $text }` is geen EPD-opcode (een opcode begint met een letter en bevat alleen letters, cijfers en `_`); die wordt weggelaten
warn-bad-operand = de operand van `{ $opcode }` is `{ $text }`, geen geheel getal; de bewerking blijft behouden, maar levert geen zetteller op
warn-long-rank = rij { $rank } heeft { $squares } velden, de andere { $width }; { $extra ->
        [one] het laatste veld wordt
       *[other] de laatste { $extra } velden worden
    } weggelaten
warn-missing-slash = ontbreekt er een `/` vóór rij { $rank }? De rijen hebben { $width } velden, dus de rij wordt als twee gelezen
err-dialect-unknown-fixed = `{ $text }` is hier geen notatie: geef een naam (en, de, it, fide, fr) of zes letters voor koning, dame, toren, loper, paard en pion

## serve

serve-listening = bereikbaar op { $url } met { $workers ->
        [one] één tekenthread
       *[other] { $workers } tekenthreads
    }
serve-stopping = stoppen: eerst worden de lopende verzoeken afgehandeld ({ $connections } verbindingen open)
serve-err-bind = kan niet luisteren op { $address }: { $reason }
serve-err-start = kan de dienst niet starten: { $reason }
serve-err-address = `{ $text }` is geen adres om op te luisteren; geef een IP-adres zoals 127.0.0.1 of ::
serve-err-option-range = { $option } is { $value }; dat moet { $min } tot en met { $max } zijn
serve-err-param-unknown = `{ $key }` is geen parameter van deze dienst
serve-err-param-unknown-suggest = `{ $key }` is geen parameter van deze dienst; bedoelde je `{ $suggestion }`?
serve-err-param-repeated = `{ $key }` staat er meer dan eens, maar neemt maar één waarde
serve-err-no-record = er is geen stelling om te tekenen; geef die als `fen`
serve-err-param-bool = `{ $key }={ $value }` is ja noch nee; schrijf 1, true, yes of on, of juist 0, false, no of off
serve-err-param-number = `{ $key }={ $value }` is geen geheel getal
serve-err-param-too-many = te veel waarden voor `{ $key }`; er worden er hoogstens { $max } gebruikt
serve-err-param-too-long = `{ $key }` heeft { $length } tekens; er worden er hoogstens { $max } getekend
serve-err-param-square = `{ $key }={ $value }` is geen veld; geef er een zoals e4
serve-err-param-move = `{ $key }={ $value }` is geen zet; schrijf die zoals e2e4 of e7e8q
serve-err-board-colors = `{ $value }` is hier geen kleurenschema; kies lichess-brown, lichess-blue of wikipedia
serve-err-unsupported = { $key } wordt door deze versie van het programma niet ondersteund
serve-err-not-in-service = `{ $key }` bestaat alleen op de opdrachtregel; de dienst leest geen bestanden
serve-err-base = de beginstelling (`base`) is niet te lezen: { $reason }
serve-err-too-small = een afbeelding van { $size } pixels breed heeft geen ruimte voor { $files } lijnen; vraag om een grotere breedte
serve-err-image-too-large = een afbeelding van { $width }×{ $height } pixels is te groot (hoogstens 8192 per zijde en 16 megapixel); vraag om een kleinere breedte
serve-err-uri-too-long = het doel van het verzoek heeft { $length } bytes; er worden er hoogstens { $max } gelezen
serve-err-headers-too-large = de headers van het verzoek hebben { $length } bytes; er worden er hoogstens { $max } gelezen
serve-err-method = op { $method } wordt hier niet geantwoord, alleen op GET en HEAD
serve-err-body = deze dienst neemt geen inhoud in een verzoek aan
serve-err-busy = alle tekenthreads zijn bezet en de wachtrij is vol; probeer het zo meteen opnieuw
serve-err-timeout = het verzoek duurde langer dan { $seconds } seconden
serve-err-not-found = op { $path } staat niets
serve-err-internal = het diagram kon door een interne fout niet worden getekend
serve-hint-other-dialect = bedoelde je `dialect={ $code }` (de notatie { $dialect })?
serve-hint-ambiguous = kies de notatie met `dialect`, bijvoorbeeld `dialect={ $code }`
serve-hint-strict = een waarschuwing telt als fout (`strict`)
serve-problem-bad-parameter = Een parameter is niet te lezen
serve-problem-no-record = Geen stelling
serve-problem-record = De stelling is niet te lezen
serve-problem-render = Het diagram kan niet worden getekend
serve-problem-unsupported = Niet ondersteund door deze versie
serve-problem-not-found = Niet gevonden
serve-problem-method-not-allowed = Methode niet toegestaan
serve-problem-body-not-allowed = Geen inhoud in het verzoek toegestaan
serve-problem-uri-too-long = Doel van het verzoek te lang
serve-problem-headers-too-large = Headers te groot
serve-problem-busy = Te veel verzoeken
serve-problem-timeout = Het verzoek duurde te lang
serve-problem-internal = Interne fout
serve-page-title = Schaakdiagrammen uit FEN
serve-page-intro = Typ een stelling als Forsyth-notatie, FEN of EPD, met de stukletters van welke taal dan ook. Het diagram volgt terwijl je typt.
serve-page-record = Stelling
serve-page-record-help = Hoofdletters voor wit, kleine letters voor zwart, cijfers voor lege velden, een schuine streep tussen de rijen.
serve-page-options = Diagram
serve-page-notation = Notatie
serve-page-notation-auto = Herkennen (auto)
serve-page-theme = Kleuren
serve-page-theme-classic = Hout
serve-page-theme-blue = Blauw
serve-page-theme-green = Groen
serve-page-theme-print = Druk (grijs en wit)
serve-page-size = Grootte
serve-page-flip = Zwart onderaan
serve-page-coordinates = Coördinaten
serve-page-side-to-move = Wie aan zet is
serve-page-language = Taal
serve-page-language-name = Nederlands
serve-page-show = Toon het diagram
serve-page-diagram = Diagram
serve-page-diagram-alt = Schaakdiagram: { $record }
serve-page-empty = Het diagram verschijnt hier zodra je een stelling typt.
serve-page-clean = Zonder waarschuwingen gelezen.
serve-page-download = Downloaden
serve-page-link = Adres van de afbeelding
serve-page-link-help = Gebruik dit adres overal waar een afbeelding hoort: in een forumbericht, een CMS, Markdown. De afbeelding achter een adres verandert nooit.
serve-page-copy = Kopiëren
serve-page-copied = Gekopieerd
serve-page-offline = De dienst is niet bereikbaar.
serve-page-use-dialect = Lezen in de notatie { $dialect }
serve-page-footer = Diagrammen getekend door forsythe { $version }.
help-cmd-serve = Bied diagrammen aan via HTTP: adressen van afbeeldingen, en een pagina waar je een stelling typt en het bord ziet
help-serve-arg-bind = Het IP-adres om op te luisteren (`0.0.0.0` of `::` voor alle netwerkkaarten)
help-serve-arg-port = De poort om op te luisteren (0 kiest een vrije)
help-serve-arg-workers = Threads die diagrammen tekenen (standaard: één per processorkern)
help-serve-arg-queue = Verzoeken die op een tekenthread mogen wachten; daarboven is het antwoord 429 Too Many Requests
help-serve-arg-cache-size = Geheugen dat de tekenthreads mogen houden voor afbeeldingen van stukken en lege borden, in MB
help-serve-arg-header-timeout = Seconden die een client heeft om de headers van een verzoek te sturen (ook zo lang blijft een ongebruikte verbinding open)
help-serve-arg-request-timeout = Seconden die een verzoek mag duren nadat de headers gelezen zijn
help-serve-arg-port-file = Schrijf het adres waarop geluisterd wordt (zoals 127.0.0.1:8080) in dit bestand
