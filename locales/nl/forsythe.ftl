# forsythe — Nederlandse meldingen

## Labels van de meldingen

severity-error = fout
severity-warning = waarschuwing
severity-note = opmerking
severity-hint = tip
# Posities zonder scheidingsteken voor duizendtallen (regel 12345).
location-line-column = regel { NUMBER($line, useGrouping: "false") }, kolom { NUMBER($column, useGrouping: "false") }
location-column = kolom { NUMBER($column, useGrouping: "false") }
location-line = regel { NUMBER($line, useGrouping: "false") }
# Een label en de tekst erbij: "fout: …", "regel 3: …".
label-text = { $label }: { $text }

## Namen die in meldingen voorkomen

piece-king = koning
piece-queen = dame
piece-rook = toren
piece-bishop = loper
piece-knight = paard
piece-pawn = pion
# De namen staan in zinnen als "in de { $dialect }".
dialect-en = Engelse notatie
dialect-de = Duitse notatie
dialect-it = Italiaanse notatie
dialect-fide = FIDE-notatie
dialect-fr = Franse notatie
dialect-custom = notatie met eigen letters ({ $letters })
dialect-popeye-en = Popeye-notatie (Engels)
dialect-popeye-de = Popeye-notatie (Duits)
dialect-popeye-fr = Popeye-notatie (Frans)
dialect-ffen-left = Fairy-FEN (draaiingen tegen de klok in)
dialect-yacpdb-right = YACPDB (draaiingen met de klok mee)
dialect-pt = Portugese notatie
dialect-nl = Nederlandse notatie
dialect-pl = Poolse notatie
dialect-cs = Tsjechische notatie
dialect-hu = Hongaarse notatie
dialect-ro = Roemeense notatie
dialect-fi = Finse notatie
dialect-tr = Turkse notatie
dialect-ru = Russische notatie
# Alternatieven: "svg, png of pdf" ($first bevat alle elementen behalve het laatste, gescheiden door komma's).
list-or = { $first } of { $last }
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

warn-unknown-character = `{ $char }` op rij { $rank } is geen stukletter in de { $dialect }; het wordt als `?` getekend
warn-unknown-code = `{ $code }` op rij { $rank } is geen stukcode in de { $dialect }; het is één veld en wordt als `?` getekend
warn-unwritable = in de { $dialect } is niet te schrijven wat er op { $squares } staat; het wordt als `?` geschreven
warn-unknown-characters = { $count ->
        [one] { $count } teken is geen stukletter in de { $dialect } ({ $chars }); het wordt als `?` getekend
       *[other] { $count } tekens zijn geen stukletters in de { $dialect } ({ $chars }); ze worden als `?` getekend
    }
# Met --strict wordt niets getekend: de stelling wordt geweigerd.
err-unknown-character-strict = `{ $char }` op rij { $rank } is geen stukletter in de { $dialect }, dus de stelling wordt geweigerd (--strict)
err-unknown-characters-strict = { $count ->
        [one] { $count } teken is geen stukletter in de { $dialect } ({ $chars }), dus de stelling wordt geweigerd (--strict)
       *[other] { $count } tekens zijn geen stukletters in de { $dialect } ({ $chars }), dus de stelling wordt geweigerd (--strict)
    }
warn-short-rank = rij { $rank } heeft { $squares ->
        [one] slechts één veld
       *[other] { $squares } velden
    }, maar het bord is { $width ->
        [one] { $width } veld
       *[other] { $width } velden
    } breed; { $missing ->
        [one] het laatste veld blijft
       *[other] de laatste { $missing } velden blijven
    } ongewijzigd (leeg op een nieuw bord)
warn-empty-rank = rij { $rank } is leeg; { $width ->
        [one] het enige veld ervan blijft
       *[other] de { $width } velden ervan blijven
    } ongewijzigd (leeg op een nieuw bord)
warn-fullmove-zero = het zetnummer 0 is niet toegestaan (zetten worden vanaf 1 geteld); het wordt overgenomen zoals het er staat
hint-other-dialect = bedoelde je `{ $option }` ({ $dialect })?

## Fouten in de invoer

err-empty-placement = de stukkenopstelling ontbreekt
err-line-too-long = de regel heeft { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }; een stelling heeft er hoogstens { $max }
err-game-too-long = de partij is langer dan { $max } KiB; ze wordt overgeslagen
err-too-many-tags = de partij heeft meer dan { $max } tagparen; ze wordt overgeslagen
err-no-squares = de stukkenopstelling heeft geen velden
err-too-wide = rij { $row } (van boven geteld) is breder dan { $max } velden
err-too-tall = het bord heeft meer dan { $max } rijen
err-ambiguous = de notatie is niet eenduidig: `{ $letter }` is { $readings }
err-ambiguous-reading = een { $piece } in de { $dialect }
hint-ambiguous = kies de notatie met `{ $key }`, bijvoorbeeld `{ $option }`

## Opmerkingen bij het automatisch herkennen van de notatie

note-auto-only = gelezen in de { $dialect }: alleen die kent alle letters
note-auto-marks = gelezen in { $dialect }-notatie: `{ $mark }` is haar teken
note-auto-plausible = gelezen in de { $dialect }; verworpen: { $reasons }
reason-pawn-on-edge = { $dialect } (een pion op { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] witte
       *[black] zwarte
    } koningen)

## Fouten in de opdrachtregel en het systeem

err-dialect-unknown = `{ $text }` is geen notatie: geef een naam ({ $names }) of zes letters voor koning, dame, toren, loper, paard en pion
# De notatie van de uitvoer (--to): `auto` kan daar niet.
err-dialect-unknown-output = `{ $text }` is geen notatie: geef een naam ({ $names }) of zes letters voor koning, dame, toren, loper, paard en pion
err-dialect-auto-output = `{ $text }` herkent de notatie van de invoer, maar kan er geen schrijven: geef een naam ({ $names }) of zes letters voor koning, dame, toren, loper, paard en pion
err-dialect-not-letter = `{ $text }`: `{ $char }` is geen letter die als hoofdletter en als kleine letter bestaat
err-dialect-repeated = `{ $text }`: de letter `{ $char }` staat voor twee stukken
err-dialect-near-name = `{ $text }` is geen notatie; bedoelde je `{ $name }`? Om deze zes letters als de stukken K D T L P O te lezen, schrijf je `{ $prefix }{ $text }`
err-base = de met --base opgegeven uitgangsstelling kan niet worden gelezen
err-read-input = kan { $path } niet lezen: { $reason }
err-write-output = kan niet naar { $path } schrijven: { $reason }
stdin-name = de standaardinvoer
stdout-name = de standaarduitvoer

## Diagrammen

err-theme = `{ $name }` is geen thema; kies classic, blue, green, print, hatched of magazine
err-color = `{ $text }` is geen kleur; schrijf die als CSS-hex, zoals #b38760 of #fff
err-size = een afbeelding van { $size ->
        [one] { $size } pixel
       *[other] { $size } pixels
    } breed is niet mogelijk; de breedte moet { $min } tot en met { $max } zijn
err-too-small = een afbeelding van { $size ->
        [one] { $size } pixel
       *[other] { $size } pixels
    } breed heeft geen ruimte voor { $files ->
        [one] { $files } lijn
       *[other] { $files } lijnen
    }; geef een grotere --size
err-caption-too-long = een onderschrift van { $length ->
        [one] { $length } teken
       *[other] { $length } tekens
    } wordt geweigerd; een onderschrift heeft er hoogstens { $max }
err-image-too-large = een afbeelding van { $width }×{ $height } pixels is te groot (hoogstens { $side } per zijde en { $megapixels } megapixel); geef een kleinere --size
err-mark = `{ $text }` is geen markering; geef een veld zoals e4, of e2e4 voor een pijl, eventueel met :KLEUR
err-mark-color = `{ $text }` is geen kleur voor een markering; gebruik green, red, yellow, blue of een CSS-hexwaarde
err-mark-off-board = het veld { $square } van een markering ligt niet op het bord
err-arrow-off-board = de pijl { $move } gaat van het bord af: { $square } ligt er niet op
err-last-move-off-board = de laatste zet { $move } gaat van het bord af: { $square } ligt er niet op
err-last-move = `{ $text }` is geen zet; schrijf de twee velden, zoals e2e4 of e2-e4, of none
err-check = `{ $text }` past niet bij { $key }; schrijf een veld zoals e8, auto of none
err-square-size = `{ $text }` is geen veldgrootte; geef een lengte zoals 20pt, 7mm, 0.8cm of 0.3in
err-dpi = een resolutie van { $dpi } dpi is niet mogelijk; geef 1 tot en met { $max }
err-delay = een vertraging van { $delay } ms is niet mogelijk; geef { $min } tot en met { $max }
err-glyph = `{ $text }` is geen tekening van een gang: schrijf GANG=VORM of GANG=VORM:GRADEN, zoals `zebra=knight:90` (de gang met zijn Engelse naam of Popeye-code; vormen `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`, `equihopper`, `circle`, `cross`, `square`, `triangle`; graden met de klok mee: 0, 90, 180, 270, en 45, 135, 225, 315 voor het paard)
err-encode = de PNG kon niet worden gecodeerd: { $reason }
err-format-not-built = deze forsythe is gebouwd zonder uitvoer als { $format } (de functie `{ $feature }` staat uit)
# $formats en $extensions: de formaten die het programma schrijft, als list-or.
err-format-stdout = schrijven naar de standaarduitvoer vereist --format { $formats }
err-format-unknown = kan het formaat niet afleiden uit { $path }: geef --format op, of geef het bestand de extensie { $extensions }
err-no-record = er is geen stelling om te tekenen
err-one-record = render tekent één stelling, maar regel { NUMBER($line, useGrouping: "false") } bevat er nog een; gebruik `forsythe batch` voor meerdere stellingen
err-piece-missing = het stukbestand { $path } ontbreekt
err-piece-unreadable = kan het stukbestand { $path } niet lezen: { $reason }
err-piece-too-large = het stukbestand { $path } is { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    } groot; er wordt hoogstens 1 MiB gelezen
err-piece-invalid = het stukbestand { $path } is geen bruikbare SVG: { $reason }
err-piece-empty = het stukbestand { $path } tekent niets

## De tabel van forsythe dialects

dialects-heading-piece = Stuk
dialects-heading-code = Code
# De notaties en stukken als opschriften van de tabel.
dialects-en = Engels
dialects-de = Duits
dialects-it = Italiaans
dialects-fide = FIDE
dialects-fr = Frans
dialects-king = Koning
dialects-queen = Dame
dialects-rook = Toren
dialects-bishop = Loper
dialects-knight = Paard
dialects-pawn = Pion
dialects-pt = Portugees
dialects-nl = Nederlands
dialects-pl = Pools
dialects-cs = Tsjechisch
dialects-hu = Hongaars
dialects-ro = Roemeens
dialects-fi = Fins
dialects-tr = Turks
dialects-ru = Russisch
dialects-es = Spaans
dialects-sv = Zweeds
dialects-da = Deens
dialects-no = Noors
dialects-sk = Slowaaks
dialects-sources = Waar de letters vandaan komen:
dialects-source = { $name }: { $source }
# Een taal die de letters van een andere schrijft: "Zweeds: dezelfde letters als de Duitse notatie (de)".
dialects-alias = { $name }: dezelfde letters als de { $of } ({ $code })

## Onderschriften onder het diagram

caption-side-white = Wit aan zet
caption-side-black = Zwart aan zet
caption-count = ({ $white }+{ $black })
caption-count-neutral = ({ $white }+{ $black }+{ $neutral })
legend-side-white = wit
legend-side-black = zwart
legend-side-neutral = neutraal
warn-caption-side = de stelling vermeldt niet wie aan zet is, dus het onderschrift kan dat niet aangeven

## Helpteksten van de opdrachtregel

help-about = Schaakdiagrammen (SVG, PNG, PDF, GIF) uit Forsyth, FEN, EPD en PGN, in vele notaties, en diagrammen van schaakproblemen (Popeye-bestanden, YACPDB- en olive-verzamelingen, het LaTeX-pakket diagram)
help-exit-codes = Afsluitcodes: 0 alle stellingen zijn gelezen; 1 een stelling bevatte een fout (de overige worden toch verwerkt); 2 de opdrachtregel is verkeerd gebruikt; 130 een batch is onderbroken (de voltooide diagrammen blijven bewaard).
help-cmd-render = Teken één stelling als diagram (SVG, PNG of PDF), of een partij als geanimeerde GIF
help-cmd-translate = Schrijf stellingen met hun stukkenopstelling in een andere notatie
help-cmd-dialects = Toon de stukletters van elke notatie
help-cmd-completions = Toon een aanvulscript voor een shell
help-cmd-man = Toon de manpagina (roff)
help-arg-lang = Taal van de meldingen: en, de, it, nl, fr (standaard uit LC_ALL, LC_MESSAGES, LANG)
help-arg-quiet = Toon geen waarschuwingen of opmerkingen, alleen fouten
help-arg-strict = Behandel waarschuwingen (onbekende tekens, korte rijen) als fouten
help-arg-merge-digits = Lees een reeks cijfers als één getal (`10` is tien lege velden)
help-arg-base = Leg de invoer eerst over deze stelling heen (een stelling in de notatie van de invoer, of `start`)
help-arg-input = Een stelling (Forsyth, FEN of EPD); zonder, of met `-`, één stelling per regel uit de standaardinvoer
help-render-arg-input = De te tekenen stelling (Forsyth, FEN of EPD); zonder, of met `-`, gelezen uit de standaardinvoer
help-arg-from = Notatie van de invoer: en, de, it, fide, fr, zes letters (in de volgorde koning, dame, toren, loper, paard, pion) of auto
help-arg-dialect = Notatie van de invoer: en, de, it, fide, fr, zes letters (in de volgorde koning, dame, toren, loper, paard, pion) of auto
help-arg-to = Notatie van de uitvoer: en, de, it, fide, fr of zes letters; latex-diagram schrijft een omgeving van het LaTeX-pakket diagram
help-arg-output = Bestand voor het diagram (`-` voor de standaarduitvoer; dan is --format nodig)
help-arg-format = svg, png, gif of pdf; standaard afgeleid uit de extensie van het uitvoerbestand. Een GIF van een partij is geanimeerd, een beeld per halve zet
help-arg-size = Breedte van de afbeelding in pixels (16 tot en met 4.096)
help-arg-flip = Teken het bord vanaf de kant van Zwart; --flip auto tekent het vanaf de kant die aan zet is
help-arg-coordinates = Waar lijnletters en rijnummers staan: outside, naast het bord (standaard), inside, klein in de hoeken van de randvelden, of none
help-arg-no-coordinates = Geen lijnletters of rijnummers
help-arg-side-to-move = Een rondje naast het bord aan de kant van wie aan zet is, als de stelling dat vermeldt
help-arg-theme = Kleuren: classic, blue, green, print, hatched (donkere velden gearceerd, zoals in gedrukte boeken) of magazine (gearceerd, zonder coördinaten, met een dubbele rand en schreefletters, zoals probleemtijdschriften drukken)
help-arg-light = Kleur van de lichte velden (CSS-hex, zoals #eed7b3)
help-arg-dark = Kleur van de donkere velden (CSS-hex, zoals #b38760)
help-arg-frame = De lijn om het bord: none, thin (standaard), thick of double (een dikke lijn met een dunne erbinnen, die van het thema magazine)
help-arg-transparent = Geen achtergrond rond het bord en in gaten in het bord
help-arg-pieces = Een map met de twaalf stuktekeningen wK.svg … bP.svg
help-arg-caption = Een regel onder het bord: `side` (wie aan zet is), `count` (stukken, wit+zwart) of vrije tekst waarin {"{"}side{"}"} en {"{"}count{"}"} worden vervangen; kan meermaals worden opgegeven; de woorden (“Zwart aan zet”) volgen --lang, niet --dialect
help-arg-mark = Kleur een veld, zoals e4 of e4:red (green, red, yellow, blue of CSS-hex); kan meermaals worden opgegeven
help-arg-circle = Teken een cirkel op een veld, zoals d5:blue; kan meermaals worden opgegeven
help-arg-cross = Teken een kruis op een veld, zoals f7:red; kan meermaals worden opgegeven
help-arg-arrow = Teken een pijl, zoals e2e4 of g1f3:blue (een paardensprong krijgt een knik); kan meermaals worden opgegeven
help-arg-marks = Markeringen in de commentaarsyntaxis van ChessBase, zoals "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = De zijde van een veld in SVG en PDF, zoals 20pt, 7mm of 0.3in (met --dpi ook de PNG-grootte)
help-arg-dpi = De resolutie die in PNG-bestanden wordt geschreven; met --square-size bepaalt die de beeldgrootte
help-arg-last-move = De zet die tot de stelling leidde (e2e4), op het bord getoond; een stelling uit een partij toont haar eigen zet, behalve bij none
help-arg-check = Het veld van een koning die schaak staat (e8), auto om het uit de stelling af te leiden, of none
help-arg-last-move-style = Hoe de laatste zet wordt getoond: `squares` (gekleurde velden), arrow (pijl) of none
help-arg-legend = Een regel onder het bord die de sprookjesstukken naar hun gang noemt: pictures (elk stuk zoals het bord het tekent, = Sprinkhaan d4, h1), text (Sprinkhaan d4, h1), auto (plaatjes in het thema magazine, tekst in de andere) als de invoer gangen noemt, of none
help-arg-glyph = Een gang in een andere vorm en draaiing tekenen: GANG=VORM[:GRADEN], zoals `zebra=knight:90`; mag herhaald worden of als lijst met komma's
help-arg-delay = Hoe lang elk beeld van een geanimeerde GIF te zien is, in milliseconden (het laatste drie keer zo lang)
help-arg-stipulation = De opgave van een probleem, zoals "#2", linksonder, met de stukkentelling rechtsonder; zonder deze optie die van het probleem; leeg: geen regel
help-arg-number = Het nummer van een probleem in zijn verzameling, boven de componisten zoals een tijdschrift het drukt; {"{"}n{"}"} nummert een reeks op volgorde; zonder deze optie het `Number` van het probleem; leeg: geen regel
help-arg-author = De componist van een probleem, boven het bord; zonder deze optie die van het probleem; leeg: geen regel
help-arg-source = De bron van een probleem, boven het bord onder de componist; zonder deze optie die van het probleem; leeg: geen regel
help-arg-condition = De sprookjesvoorwaarden van een probleem, op een regel onder het bord; zonder deze optie die van het probleem ({"{"}Condition{"}"} in een sjabloon); leeg: geen regel
help-arg-twins-line = De tweelingregel van een probleem, onder de voorwaarden; zonder deze optie zijn tweelingen in de taal van de interface ({"{"}Twins{"}"} in een sjabloon); leeg: geen regel
help-arg-award = De onderscheiding van een probleem, zoals "1e prijs", boven het bord onder de bron; zonder deze optie die van het probleem; leeg: geen regel
help-arg-dedication = De opdracht van een probleem, boven het bord onder de onderscheiding; zonder deze optie die van het probleem; leeg: geen regel
help-arg-solution = De oplossing van een probleem, bij de oplossingen van batch (niet in het diagram); zonder deze optie die van de stelling; leeg: geen
help-arg-shell = De shell: bash, zsh, fish, powershell of elvish

## Veel stellingen tegelijk tekenen (batch)

help-cmd-batch = Teken elke stelling uit een of meer bestanden in een map: regels met stellingen, als rooster getekende borden, PGN-partijen, CSV en probleembestanden (Popeye, YACPDB en olive, het LaTeX-pakket diagram)
help-batch-arg-files = Bestanden met stellingen: regels met Forsyth, FEN of EPD, PGN-partijen, CSV met een FEN-kolom, Popeye-bestanden, YACPDB- of olive-verzamelingen, LaTeX-bestanden van het pakket diagram (`-` voor de standaardinvoer)
help-batch-arg-output = De map voor de diagrammen (wordt aangemaakt als die niet bestaat)
help-batch-arg-format = svg, png, gif (telkens één stilstaand beeld) of pdf; geef --format vaker op voor meer formaten; standaard png
help-arg-name = Bestandsnamen: {"{"}n{"}"} het nummer van de stelling (met vaste breedte: {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}, {"{"}twin{"}"} (a, b, … met --twins each)
help-arg-overlay = De `.`-velden en korte rijen van elke stelling behouden het bord van de vorige stelling
help-arg-fail-fast = Stop bij de eerste stelling met een fout
help-arg-jobs = Hoeveel diagrammen tegelijk getekend worden (standaard: één per processorkern)
help-arg-manifest = Het formaat van DIR/manifest: json of csv
help-arg-latex = Schrijf ook een LaTeX-bestand met één figuur per diagram
help-arg-html = Schrijf ook een HTML-overzichtspagina met alle diagrammen, om na te lezen
help-arg-pdf-book = Schrijf ook alle diagrammen in één PDF, per pagina in een raster, elk met zijn nummer
help-arg-per-page = Diagrammen per pagina van het PDF-boek (in twee kolommen)
help-arg-paper = Papierformaat van het PDF-boek: a4 of letter
location-file-line = { $file }, regel { NUMBER($line, useGrouping: "false") }
err-batch-dir = kan de map { $path } niet gebruiken: { $reason }
err-name-clash = de stellingen uit { $first } en uit { $second } zouden allebei naar { $name } worden geschreven; kies een --name die ze van elkaar onderscheidt
err-jobs = --jobs moet 1 tot en met { $max } zijn
err-per-page = --per-page moet 1 tot en met { $max } zijn
help-arg-twins = Hoe een probleem met tweelingen wordt getekend: `line` (één diagram van de beginstelling, met de tweelingregel) of `each` (één diagram per stelling, elk gemerkt met a), b), … en genoemd naar zijn letter: 0007a, 0007b)
err-twins-stdout = --twins each schrijft één bestand per stelling, en dat kan niet naar standaarduitvoer: geef met -o een bestandsnaam op (problem.svg wordt problema.svg, problemb.svg, …)
book-solutions = Oplossingen
latex-list-cannot-set = pdfLaTeX kan { $char } (U+{ $code }) niet zetten met wat dit document heeft ingesteld, dus dit en elk ander zulk teken van de lijst wordt als ‘?’ gezet. Stel voor Cyrillisch de lettercodering T2A met babel in, of compileer met LuaLaTeX of XeLaTeX en een lettertype dat deze tekens heeft (fontspec)
latex-list-no-glyph = het lettertype van het document heeft geen { $char } (U+{ $code }), dat de lijst gebruikt: kies met fontspec een lettertype dat het heeft
batch-summary = { $rendered ->
        [one] 1 diagram geschreven
       *[other] { $rendered } diagrammen geschreven
    }, { $failed } mislukt, { $warnings ->
        [one] 1 waarschuwing
       *[other] { $warnings } waarschuwingen
    }, in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
batch-stopped = gestopt bij de eerste fout (--fail-fast)
batch-interrupted = onderbroken: de diagrammen die al klaar waren, zijn volledig geschreven en staan in het manifest
html-title = Diagrammen
html-lang = nl
html-solution = Oplossing
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

## Bestanden, sjablonen, deelruns

err-csv-columns = de regel heeft { $found } kolommen, maar de kopregel { $expected }, of er is geen FEN-kolom
err-csv-no-record-column = dit is de kopregel van een CSV-bestand, maar geen van de kolommen bevat de stellingen: noem die kolom `FEN` (of `EPD`, `Forsyth`, `Position`); van het bestand wordt niets getekend
err-shard = `{ $text }` is geen deelrun; schrijf K/N met 1 ≤ K ≤ N, zoals 2/8
note-auto-file = { $file }: gelezen in de { $dialect }, de enige notatie die bij elke stelling past
note-auto-per-record = { $file }: de stellingen vragen om verschillende notaties; elke stelling wordt gelezen in de notatie die erbij past
warn-windows-1252 = { $file } is vanaf regel { NUMBER($line, useGrouping: "false") } geen UTF-8; die regels worden als Windows-1252 gelezen
reason-is-a-file = het is een bestand, geen map
reason-is-a-folder = het is een map
reason-no-folder = de map { $path } bestaat niet
reason-folder-denied = er kan niet in de map { $path } worden geschreven
reason-output-folder = het is een map: geef de naam van een bestand erin, zoals { $example }
reason-slash-at-end = de naam eindigt op een schuine streep, zoals alleen de naam van een map; schrijf { $file } voor een bestand
reason-not-a-folder = { $path } is een bestand, geen map, en kan niets bevatten
reason-io-not-found = het bestaat niet
reason-io-denied = de toegang is niet toegestaan
reason-io-read-only = het bestandssysteem is alleen-lezen
reason-io-full = er is geen ruimte meer op de schijf
reason-io-too-large = het bestand is te groot voor het bestandssysteem
reason-io-not-a-folder = een deel van de weg erheen is een bestand, geen map
reason-io-exists = het bestaat al
reason-io-bad-name = het bestandssysteem staat deze naam niet toe
reason-io-bad-data = wat gelezen werd is geen tekst
reason-io-cut-short = het bestand houdt te vroeg op
reason-io-address-in-use = een ander programma gebruikt dit adres al
reason-io-address-not-here = deze machine heeft zo'n adres niet
reason-io-closed = de andere kant heeft de verbinding gesloten
reason-io-timed-out = er kwam niet op tijd een antwoord
reason-io-code = het systeem weigerde het (fout { NUMBER($code, useGrouping: "false") })
reason-io-other = het systeem weigerde het
err-no-such-file = er is geen bestand { $path }
hint-record-flag = geef --record om `{ $path }` als stelling te tekenen
err-template = het sjabloon `{ $template }` is onleesbaar: { $detail }
template-unclosed = de `{"{"}` op teken { NUMBER($column, useGrouping: "false") } wordt niet gesloten
template-stray = de `{"}"}` op teken { NUMBER($column, useGrouping: "false") } sluit niets af; schrijf `{"}}"}` voor een accolade
template-bad-name = `{ $field }` is geen veld; een veld is een naam tussen accolades, zoals {"{"}id{"}"} of {"{"}White{"}"}
template-bad-width = de breedte van `{ $field }` is geen getal van 0 tot { $max }
help-arg-record = Lees INPUT als stelling, ook als er een bestand met die naam bestaat
help-batch-arg-shard = Teken alleen het K-de van N delen van de stellingen (die waarvan het nummer n voldoet aan (n−1) mod N = K−1), met de namen van een volledige run; het manifest heet manifest-K-of-N.json
err-unknown-option = `{ $arg }` is geen optie van deze opdracht (zie --help)
hint-dashes-before-record = is `{ $arg }` een stelling, zet er dan `--` voor: `-- { $arg }`
note-reading-stdin = de stelling wordt van standaardinvoer gelezen: typ hem en sluit af met Ctrl-D (op Windows Ctrl-Z en dan Enter), of geef hem na de opties

## markdown

help-cmd-markdown = Zet de ```fen-blokken van Markdown-documenten om in diagrammen (afbeeldingsbestanden of ingebedde SVG)
help-cmd-mdbook = Preprocessor voor mdBook: zet de ```fen-blokken van een boek om in diagrammen (leest de JSON van mdBook van standaardinvoer)
help-cmd-block = Teken de tekst van één ```fen-blok, gelezen van standaardinvoer (voor het pandoc-filter)
help-markdown-arg-files = Markdown-bestanden (`-` of geen: standaardinvoer)
help-markdown-arg-output = Waar het document heen gaat (`-` voor standaarduitvoer, de standaard); bij meerdere bestanden een map
help-markdown-arg-in-place = Schrijf elk document terug naar zijn eigen bestand (alleen als het verandert)
help-markdown-arg-images = De map voor de diagrambestanden (wordt zo nodig aangemaakt); elk bestand heet naar wat het toont
help-markdown-arg-format = svg of png (of pdf): het formaat van de diagrambestanden
help-markdown-arg-inline-svg = Schrijf elk diagram als SVG in het document in plaats van naar een afbeeldingsbestand
help-markdown-arg-drop-source = Vervang elk blok alleen door zijn diagram, zonder zijn bron in een commentaar ernaast te bewaren
help-markdown-arg-link-prefix = Het begin van elke afbeeldingslink (een URL of een pad); anders de weg van het document naar de afbeeldingenmap
help-markdown-arg-info = De info-woorden die een diagramblok aanduiden, gescheiden door komma's
help-markdown-arg-set = Een optie voor elk blok, zoals theme=print of size=300 (de optie van het blok gaat voor); mag herhaald worden
help-mdbook-arg-action = `supports`, gevraagd door mdBook: of een renderer de diagrammen kan tonen
help-mdbook-arg-renderer = De renderer waar mdBook naar vraagt (html en markdown worden ondersteund)
help-block-arg-output = Waar het diagram heen gaat (`-` voor standaarduitvoer, de standaard)
help-block-arg-images = Schrijf het diagram in deze map, onder een naam die volgt uit wat het toont, en druk het pad en de alternatieve tekst van het bestand af, gescheiden door een tab
help-block-arg-format = svg, png of pdf
help-block-arg-html = Schrijf één regel HTML: de SVG in een <div class="forsythe">, voorzien van zijn alternatieve tekst
help-block-arg-set = Een optie voor het blok, zoals theme=print (de optie van het blok gaat voor); mag herhaald worden
md-block-empty = het diagramblok is leeg; schrijf een stelling (Forsyth, FEN of EPD) op de eerste regel, of `fen: STELLING`
md-not-a-pair = `{ $text }` is geen regel van de vorm `sleutel: waarde`
md-not-an-option = `{ $text }` is geen optie; na de stelling schrijf je opties als sleutel=waarde
md-unclosed-quote = dit aanhalingsteken wordt op zijn regel niet gesloten
md-no-key = voor `=` of `:` ontbreekt de naam van de optie
md-unknown-key = onbekende sleutel `{ $key }`
md-hint-key = bedoelde je `{ $key }`?
md-hint-notation-dialect = in een blok zegt `notation` waar de coördinaten staan; voor de notatie van de stelling schrijf je `dialect: { $value }`
md-key-twice = `{ $key }` stelt in wat `{ $first }` al instelde; geef het maar één keer
md-not-a-bool = `{ $key }` is true of false, niet `{ $value }`
md-orientation = de oriëntatie is `white` of `black`, niet `{ $value }`
md-no-value = `{ $key }` heeft een waarde nodig
md-not-supported = `{ $key }` wordt nog niet ondersteund
md-no-record = het blok bevat geen stelling; schrijf die op de eerste regel of na `fen:`
md-annotation = `{ $word }` is geen annotatie; schrijf Ae2-e4 voor een pijl of Hf7 voor een veld, met /g, /r, /b of /y voor de kleur
md-bad-value = `{ $value }` is geen toegestane waarde voor `{ $key }`
md-command = de opties zijn niet te lezen: { $reason }
md-defaults = in { $origin }
md-set = `{ $text }` heeft niet de vorm SLEUTEL=WAARDE
md-kept-broken = dit bewaarde diagramblok blijft zoals het was, want zijn commentaar moet een codeblok bevatten en na het diagram de regel `<!-- /forsythe -->`
md-too-large = { $path } is groter dan { $max } MiB
md-svg-only = { $option } schrijft SVG en kan niet samen met het formaat { $format } gebruikt worden
md-images-needed = geef --images MAP voor de diagrambestanden, of --inline-svg om ze in het document te schrijven
md-in-place-stdin = --in-place heeft bestanden nodig; standaardinvoer kan niet teruggeschreven worden
md-several-outputs = meerdere bestanden vereisen --in-place, of -o met een map voor de omgezette documenten
md-stdin-twice = standaardinvoer (`-`) kan maar één keer gelezen worden
md-supports-renderer = `supports` heeft de naam van een renderer nodig, zoals `supports html`
md-mdbook-action = `{ $text }` is geen vraag van mdBook; de enige is `supports RENDERER`
md-mdbook-input = het boek van mdBook is niet te lezen: { $reason }
md-mdbook-shape = verwacht werd een JSON-lijst van twee: de context en het boek
md-mdbook-origin = book.toml [preprocessor.forsythe]
md-config-value = `{ $key }` in { $origin } moet tekst, een getal, true of false, of een lijst daarvan zijn
md-config-bad = `{ $key }` in { $origin } kan niet `{ $value }` zijn
md-mdbook-draft = een hoofdstuk in concept
md-same-output = { $first } en { $second } zouden allebei naar { $path } geschreven worden
md-info-word = `{ $word }` na `{ $info }` betekent niets voor een diagramblok; het wordt overgeslagen
md-stray-word = `{ $word }` is geen optie, en `{ $key }` ervoor neemt maar één waarde
md-stray-item = `{ $word }` is geen optie en geen onderdeel van de lijst `{ $key }`
md-hint-list = schrijf een lijst met komma’s of tussen aanhalingstekens: `{ $key }=a,b` of `{ $key }="a b"`
md-pgn-and-record = `pgn` bevat een hele partij, de beginstelling inbegrepen; `{ $other }` kan er niet naast staan
md-moves-no-record = de zetten worden vanuit een stelling gespeeld: schrijf die na `fen:` of op de eerste regel
md-at-every = `{ $key }: every` zou elke stelling van de partij tekenen, maar een blok tekent er één: geef `start`, `end` of een zet zoals `23` of `23...`
err-not-utf8 = de regel is geen geldige UTF-8 (byte { NUMBER($offset, useGrouping: "false") } van de regel)

## Diagrammen in woorden (schermlezers, alternatieve teksten)

list-and = { $first } en { $last }
# Items die zelf komma's en "en" bevatten, na elkaar: "koninklijk e8; kamikaze c1 en e8".
list-semicolon = { $first }; { $next }
describe-title = Schaakdiagram
describe-board = Een bord van { $files } bij { $ranks } velden.
describe-side = { $side ->
        [white] Wit aan zet.
       *[black] Zwart aan zet.
    }
describe-army = { $color ->
        [white] Wit
        [neutral] Neutraal
       *[black] Zwart
    }: { $pieces }.
describe-army-empty = { $color ->
        [white] Wit
       *[black] Zwart
    } heeft geen stukken.
describe-group = { $role ->
        [king] { $count ->
            [one] koning
           *[other] koningen
        }
        [queen] { $count ->
            [one] dame
           *[other] dames
        }
        [rook] { $count ->
            [one] toren
           *[other] torens
        }
        [bishop] { $count ->
            [one] loper
           *[other] lopers
        }
        [knight] { $count ->
            [one] paard
           *[other] paarden
        }
       *[pawn] { $count ->
            [one] pion
           *[other] pionnen
        }
    } { $squares }
describe-fairy = { $name } { $squares }
describe-shape = { $shape ->
        [king] koning
        [queen] dame
        [rook] toren
        [bishop] loper
        [knight] paard
        [pawn] pion
        [equihopper] equispringer
        [circle] cirkel
        [cross] kruis
        [square] vierkant
       *[triangle] driehoek
    }
describe-turned = { $piece } ({ $turn ->
        [right] kwartslag naar rechts
        [down] ondersteboven
        [left] kwartslag naar links
       *[other] gedraaid over { $degrees }°
    })
describe-number = Probleem { $text }.
describe-author = Auteur: { $text }.
describe-source = Bron: { $text }.
describe-stipulation = Opgave: { $text }.
describe-condition = Voorwaarden: { $text }.
describe-twins = Tweelingen: { $text }.
describe-award = Onderscheiding: { $text }.
describe-dedication = Opdracht: { $text }.
describe-attribute = { $name } { $squares }
describe-attributes = Stukken met eigenschappen: { $list }.
describe-grid = Rasterlijnen verdelen het bord.
describe-framed = { $count ->
        [one] Omlijnd veld
       *[other] Omlijnde velden
    }: { $squares }.
describe-cylinder = { $edges ->
        [files] De a-lijn en de laatste lijn sluiten op elkaar aan, als op een cilinder.
        [ranks] De eerste en de laatste rij sluiten op elkaar aan, als op een cilinder.
       *[both] Beide paren tegenover elkaar liggende randen sluiten op elkaar aan, als op een torus.
    }
describe-holes = { $count ->
        [one] Gat
       *[other] Gaten
    }: { $squares }.
describe-unknown = { $count ->
        [one] Onbekend veld
       *[other] Onbekende velden
    }: { $squares }.
describe-texts = { $count ->
        [one] Veld met opschrift
       *[other] Velden met opschrift
    }: { $texts }.
describe-text = “{ $text }” op { $square }
help-cmd-describe = Beschrijf stellingen in woorden, zoals een schermlezer het diagram voorleest

## Partijen en opgaven

game-label = partij { $number }
game-label-named = partij { $number } ({ $name })
game-variant = de variant `{ $variant }` wordt niet ondersteund; partijen worden gelezen in gewoon schaak en Chess960
game-fen = de FEN `{ $fen }` kan geen schaakpartij beginnen
game-illegal = `{ $move }` is geen reglementaire zet
game-ambiguous = `{ $move }` is dubbelzinnig: het kan { $moves } zijn
game-unreadable = `{ $move }` is geen zet
game-null = `{ $move }` is een nulzet (een beurt overslaan) van een partij die schaak staat; die kan niet gespeeld worden
game-too-many-plies = de partij heeft meer dan { $max } halve zetten
game-comment-too-long = een commentaar is langer dan { $max } KiB
game-unclosed-comment = een commentaar met `{"{"}` wordt niet gesloten
game-unclosed-variation = een variant met `(` wordt niet gesloten
game-unopened-variation = een `)` sluit geen variant af
game-unexpected = `{ $char }` hoort niet tussen de zetten
game-tag-syntax = een tag wordt geschreven als [Naam "waarde"]
game-too-long = de tekst van de partij is langer dan { $max } MiB
at-not-reached = de partij komt niet tot zet { $move }; de laatste zet is { $last }
at-no-moves = de partij komt niet tot zet { $move }; ze heeft geen zetten
at-no-marker = de partij heeft geen diagrammarkering [#]
puzzle-column = de kopregel heeft geen kolom { $column }
puzzle-few-moves = de zetten `{ $moves }` van de opgave zijn minder dan twee: de zet van de tegenstander en de eerste van de oplossing
puzzle-move = zet { $index } van de opgave, `{ $move }`, is daar geen reglementaire zet
err-at = `{ $text }` wijst geen stelling aan; geef start, end, marked, every, auto of een zet zoals 23 (na de zet van Wit) of 23... (na die van Zwart)
err-move-letters = `{ $text }` is geen manier om zetten te schrijven; geef en, de, it, fr, fide of figurine
help-arg-at = Welke stellingen van een PGN-partij worden getekend: start, end, marked (bij elke diagrammarkering {"{"}[#]{"}"}), every (na elke halve zet), een zet zoals 23 of 23..., of auto (de markeringen, anders het begin van een partij met een FEN-tag, anders het einde)
help-arg-move-letters = De letters van {"{"}move{"}"} in teksten: en, de, it, fr, fide of figurine
help-arg-no-flip = Teken het bord vanaf de kant van Wit, ook bij een opgave waarin Zwart oplost

## De opdrachtregel zoals clap die leest: kopjes, plaatshouders en de eigen
## woorden van clap in de hulp, zijn foutmeldingen en de manpagina's. Een
## kopje eindigt op de dubbele punt waarmee het verschijnt; plaatshouders
## staan in hoofdletters.

cli-heading-usage = Gebruik:
cli-heading-commands = Opdrachten:
cli-heading-arguments = Argumenten:
cli-heading-options = Opties:
cli-heading-global = Globale opties:
cli-heading-input = Invoer:
cli-heading-look = Uiterlijk:
cli-heading-marks = Markeringen:
cli-heading-texts = Teksten:
cli-heading-output = Uitvoer:
cli-heading-examples = Voorbeelden:
cli-more-options = Dit zijn de meestgebruikte opties; `--help` toont ze allemaal.
cli-help-help = Toon de hulp
cli-help-version = Toon de versie
cli-help-command-help = Toon de hulp bij forsythe of bij een van zijn opdrachten
cli-default = [standaard: { $value }]
cli-aliases = [ook: { $names }]
cli-possible-values = [mogelijke waarden: { $values }]
cli-value-options = OPTIES
cli-value-command = OPDRACHT
cli-value-lang = TAAL
cli-value-record = STELLING
cli-value-input = INVOER
cli-value-dialect = NOTATIE
cli-value-file = BESTAND
cli-value-dir = MAP
cli-value-px = PX
cli-value-name = NAAM
cli-value-color = KLEUR
cli-value-square = VELD
cli-value-fromto = ZET
cli-value-comment = COMMENTAAR
cli-value-text = TEKST
cli-value-length = LENGTE
cli-value-n = N
cli-value-template = SJABLOON
cli-value-format = FORMAAT
cli-value-shell = SHELL
cli-value-paper = PAPIER
cli-value-frame = RAND
cli-value-k = K
cli-value-key = SLEUTEL
cli-value-letters = LETTERS
cli-value-out = UITVOER
cli-value-renderer = RENDERER
cli-value-supports = SUPPORTS
cli-value-url = URL
cli-value-value = WAARDE
cli-value-what = WAT
cli-value-when = WANNEER
cli-value-where = WAAR
cli-value-words = WOORDEN
cli-value-style = STIJL
cli-value-ms = MS
cli-value-addr = ADRES
cli-value-mb = MB
cli-value-seconds = SECONDEN
cli-value-walk = GANG
cli-value-shape = VORM
cli-value-degrees = GRADEN
cli-error-unknown-command = `{ $name }` is geen opdracht van forsythe
cli-error-unknown-argument = onverwacht argument `{ $arg }`
cli-error-unquoted-fen = onverwacht argument `{ $arg }`: het hoort bij de FEN ervoor, en een FEN bevat spaties, dus moet hij tussen aanhalingstekens staan
cli-hint-quote-fen = schrijf: { $example }
cli-error-invalid-value = `{ $value }` is geen geldige waarde voor `{ $arg }`
cli-error-missing-value = `{ $arg }` heeft een waarde nodig
cli-error-missing-arguments = { $count ->
        [one] een verplicht argument ontbreekt: { $args }
       *[other] verplichte argumenten ontbreken: { $args }
    }
cli-error-missing-command = `{ $command }` heeft een opdracht nodig: { $commands }
cli-error-conflict = `{ $arg }` kan niet samen met { $others } worden gebruikt
cli-error-repeated = `{ $arg }` mag maar één keer worden opgegeven
cli-error-equals = `{ $arg }` verwacht zijn waarde na een `=`
cli-error-too-many-values = onverwachte waarde `{ $value }` voor `{ $arg }`
cli-error-value-count = `{ $arg }` verwacht { $expected } waarden, maar { $actual ->
        [one] er is er 1 opgegeven
       *[other] er zijn er { $actual } opgegeven
    }
cli-error-not-utf8 = een argument is geen geldige UTF-8
cli-error-other = de opdrachtregel is niet te lezen
cli-hint-similar = bedoelde je `{ $name }`?
cli-hint-possible-values = mogelijke waarden: { $values }
cli-hint-optional-values = { $option } staat alleen, of neemt een van { $values } als volgende woord
cli-hint-as-value = schrijf `{ $example }` om `{ $arg }` als waarde door te geven
cli-hint-remove-dashes = `{ $name }` is een opdracht; haal de `--` ervoor weg om die te gebruiken
cli-hint-whole-number = verwacht wordt een geheel getal
cli-hint-number-range = het getal valt buiten het toegestane bereik
cli-more-help = Meer informatie met `{ $command } --help`.
help-man-arg-command = De opdracht waarvan de pagina wordt getoond (standaard de pagina van forsythe zelf)
help-man-arg-dir = Schrijf alle pagina's (forsythe.1, forsythe-render.1, …) in deze map
cli-man-manual = Handleiding van forsythe
cli-man-name = NAAM
cli-man-synopsis = OVERZICHT
cli-man-description = BESCHRIJVING
cli-man-exit-status = AFSLUITSTATUS
cli-man-see-also = ZIE OOK
cli-man-see-page = Zie { $page }.

err-dialect-unknown-fixed = `{ $text }` is hier geen notatie: geef een naam (en, de, it, fide, fr, es, pt, nl, pl, cs, sk, hu, ro, sv, da, no, fi, tr, ru, ffen, ffen-left, yacpdb, yacpdb-right, popeye, popeye-de, popeye-fr, unicode) of zes letters voor koning, dame, toren, loper, paard en pion

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
serve-err-param-repeated = `{ $key }` staat er meer dan eens, maar neemt maar één waarde
serve-err-no-record = er is geen stelling om te tekenen; geef die als `fen`
serve-err-param-bool = `{ $key }={ $value }` is ja noch nee; schrijf 1, true, yes of on, of juist 0, false, no of off
serve-err-param-number = `{ $key }={ $value }` is geen geheel getal
serve-err-param-too-many = te veel waarden voor `{ $key }`; er worden er hoogstens { $max } gebruikt
serve-err-param-too-long = `{ $key }` heeft { $length } tekens; er worden er hoogstens { $max } getekend
serve-err-param-square = `{ $key }={ $value }` is geen veld; geef er een zoals e4
serve-err-param-choice = `{ $key }={ $value }` is geen waarde van { $key }; schrijf { $choices }
serve-err-unsupported = { $key } wordt door deze versie van het programma niet ondersteund
serve-err-not-in-service = `{ $key }` bestaat alleen op de opdrachtregel; de dienst leest geen bestanden
serve-err-base = de beginstelling (`base`) is niet te lezen: { $reason }
serve-err-not-a-record = `{ $text }` is geen stelling (zinnen, kopjes en zetten worden nooit getekend)
serve-err-too-small = een afbeelding van { $size } pixels breed heeft geen ruimte voor { $files } lijnen; vraag om een grotere breedte
serve-err-image-too-large = een afbeelding van { $width }×{ $height } pixels is te groot (hoogstens 8192 per zijde en 16 megapixel); vraag om een kleinere breedte
serve-err-uri-too-long = het doel van het verzoek heeft { $length } bytes; er worden er hoogstens { $max } gelezen
serve-err-headers-too-large = de headers van het verzoek hebben { $length } bytes; er worden er hoogstens { $max } gelezen
serve-err-method = op { $method } wordt hier niet geantwoord, alleen op GET en HEAD
serve-err-body = deze dienst neemt geen inhoud in een verzoek aan
serve-err-busy = alle tekenthreads zijn bezet en de wachtrij is vol; probeer het zo meteen opnieuw
serve-err-timeout = het verzoek duurde langer dan { $seconds } seconden
serve-err-not-found = op { $path } staat niets; de dienst antwoordt op { $paths }
serve-err-no-such-format = { $path } wordt hier niet getekend: { $stem } bestaat als { $paths }
serve-err-internal = het diagram kon door een interne fout niet worden getekend
serve-hint-other-dialect = bedoelde je `dialect={ $code }` (de notatie { $dialect })?
serve-hint-ambiguous = kies de notatie met `dialect`, bijvoorbeeld `dialect={ $code }`
serve-hint-notation-dialect = `notation` zegt waar de coördinaten staan; voor de notatie van de stelling schrijf je `dialect={ $value }`
serve-hint-strict = een waarschuwing telt als fout (`strict`)
serve-hint-not-a-record = een stelling wordt geschreven in Forsyth-notatie, FEN of EPD, zoals `4k3/8/8/8/8/8/8/4K3 w`
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
serve-page-theme-hatched = Gearceerd (boeken)
serve-page-theme-magazine = Probleemtijdschrift
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

## Tekst zoals men hem schrijft

err-not-a-record = `{ $text }` is geen bestand en geen stelling
note-passed-over = { $file }: { $lines ->
        [one] één regel is geen stelling (regel { NUMBER($first, useGrouping: "false") }) en is overgeslagen
       *[other] { $lines } regels zijn geen stellingen (kopjes, zetten, tekst; de eerste is regel { NUMBER($first, useGrouping: "false") }) en zijn overgeslagen
    }
note-passed-over-kept = de tekstregel boven een stelling is haar {"{"}title{"}"} ({ $titles }), de zetten eronder haar {"{"}solution{"}"} ({ $solutions })
warn-missing-semicolon = de EPD-operatie `{ $opcode }` mist de `;` vóór `{ $next }`; ze eindigt daar
warn-spaced-ranks = de { $ranks } rijen zijn gescheiden door spaties, niet door `/`; gelezen als `{ $meant }`
warn-standard-fields = het bord heeft { $height } rijen van { $width } velden, maar de velden erna zijn die van het gewone schaak, met een bord van 8 rijen van 8: een rij te veel of te weinig?
note-eight-ranks = 64 velden zonder `/`: gelezen als 8 rijen van 8 velden

# LaTeX- en Typst-documenten: `forsythe latex`.
help-cmd-latex = Teken de diagrammen die een LaTeX-run van een document vraagt (JOB.fsq) en schrijf de antwoorden die de volgende run leest (JOB.fsd)
help-latex-arg-job = De job: de naam van het document zonder .tex (JOB, JOB.tex en JOB.fsq noemen hetzelfde)
help-arg-texts = Waar een diagram van een LaTeX- of Typst-document zijn onderschrift, probleemgegevens en legenda heeft: document (gezet in de letter van het document; de standaard) of image (in de afbeelding getekend)
err-key-document-only = `{ $key }` bestaat alleen voor diagrammen in LaTeX- en Typst-documenten
err-key-not-here = `{ $key }` kan hier niet gebruikt worden
latex-hint-run-latex = laat eerst LaTeX over het document lopen: dat schrijft { $job }.fsq, de gevraagde diagrammen
latex-format = dit bestand is niet geschreven door de forsythe.sty van deze versie van forsythe (het begint met `{ $found }`); gebruik het pakket dat bij dit programma hoort
latex-format-older = dit aanvraagbestand heeft formaat { $found }, en deze forsythe leest formaat { $format }: het is geschreven door een oudere forsythe.sty; vervang die door de forsythe.sty die bij dit programma hoort (forsythe { $version }) en laat LaTeX opnieuw lopen
latex-format-newer = dit aanvraagbestand heeft formaat { $found }, en deze forsythe (versie { $version }) leest formaat { $format }: het is geschreven door een nieuwere forsythe.sty; werk forsythe bij tot de versie van dat pakket, of gebruik de forsythe.sty die bij dit programma hoort
latex-bad-line = `{ $text }` is geen regel van een aanvraagbestand
latex-unfinished = deze aanvraag heeft geen einde (LaTeX stopte tijdens het schrijven); laat LaTeX opnieuw lopen
cli-value-job = JOB

## Probleembestanden (Popeye-invoer, YACPDB/olive-verzamelingen)
warn-problem-unknown-keyword = `{ $word }` is hier geen sleutelwoord; het wordt overgeslagen
warn-problem-ambiguous-keyword = `{ $word }` kan { $candidates } zijn; schrijf het langer. Het wordt overgeslagen
warn-problem-ambiguous-piece = de stukcode `{ $code }` staat in deze taal voor meer dan één stuk ({ $readings }); hij wordt getekend als { $drawn }, zoals Popeye hem leest
warn-problem-unknown-piece = `{ $code }` is geen bekende stukcode; het stuk wordt als `?` getekend
warn-problem-hunter = `{ $code }` is een jager zonder eigen figuur; hij wordt getekend als zijn voorwaartse stuk, naar rechts gedraaid
warn-problem-unknown-attribute = `{ $word }` is geen kleur en geen eigenschap van een stuk; het wordt overgeslagen
warn-problem-bad-square = `{ $text }` is geen veld van het bord; het wordt overgeslagen
warn-problem-missing-square = het stuk `{ $piece }` heeft geen veld; het wordt overgeslagen
warn-problem-unknown-condition = `{ $word }` is geen voorwaarde die Popeye kent, en ook geen variant ervan; het wordt afgedrukt zoals het er staat
warn-problem-missing-value = na `{ $keyword }` ontbreekt wat erbij hoort; het wordt overgeslagen
warn-problem-bad-twin = de tweeling `{ $text }` is onleesbaar; hij wordt overgeslagen
warn-problem-bad-value = `{ $found }` is niet te lezen als { $field }; het wordt overgeslagen
warn-problem-syntax = het bestand is niet goed gevormd ({ $message }); wat leesbaar was, blijft behouden
warn-problem-unexpected-end = het bestand houdt op vóór het eindwoord; het laatste probleem wordt gelezen zover het gaat
warn-problem-text-after-end = de tekst na het eindwoord wordt overgeslagen
warn-problem-square-twice = twee stukken op { $square }; het laatste telt
warn-problem-no-pieces = het probleem heeft geen stukken
warn-problem-too-complex = lijsten en afbeeldingen zijn hier te diep genest, of aliassen herhalen te veel; het teveel wordt overgeslagen
warn-problem-not-a-problem = `{ $found }` is geen probleem (een probleem is een afbeelding van velden zoals `algebraic` en `stipulation`); het wordt overgeslagen
warn-twin-no-piece = tweeling { $twin }: op { $square } staat geen stuk; de uitgangsstelling wordt getekend
warn-twin-off-board = tweeling { $twin }: { $square } ligt niet op het bord; de uitgangsstelling wordt getekend
warn-twin-piece-outside = tweeling { $twin }: het stuk op { $square } zou van het bord gaan; de uitgangsstelling wordt getekend
# The LaTeX diagram package's environments, read (`{ $text }` is what was written).
latex-diagram-unknown-command = `{ $text }` is geen opdracht van het diagram-pakket die hier gelezen wordt; ze wordt overgeslagen
latex-diagram-missing-argument = bij `\{ $text }` ontbreekt het argument tussen accolades; de opdracht wordt overgeslagen
latex-diagram-bad-piece = `{ $text }` is geen stuk van het diagram-pakket (een kleur w, s of n, een stukletter K D T L S B C E X, eventueel een draaiing R U L, dan velden); het wordt weggelaten
latex-diagram-bad-square = `{ $text }` is geen veld (een lijnletter en een rij, rijen boven 9 tussen accolades: `i{"{"}11{"}"}`); het wordt weggelaten
latex-diagram-off-board = { $text } ligt buiten het bord; het wordt weggelaten
latex-diagram-occupied = { $text } wordt twee keer gegeven; de eerste keer geldt
latex-diagram-bad-size = `{ $text }` is geen bordgrootte (lijnen x rijen, elk 1 tot 26, zoals `10x8`); het bord is 8×8
latex-diagram-long-text = `{ $text }` is te lang als tekst op een veld (een of twee letters of cijfers); het wordt weggelaten
latex-diagram-bad-grid-line = `{ $text }` is geen rasterlijn (`v` of `h`, dan lijn, rij en lengte: `v217`); ze wordt weggelaten
latex-diagram-bad-fen = `{ $text }` is geen FEN-stelling op 8×8; ze wordt weggelaten
latex-diagram-turn-ignored = het diagram-pakket draait cirkels en equispringers niet: de draaiing in `{ $text }` wordt weggelaten
latex-diagram-stray-text = `{ $text }` hoort bij geen enkele opdracht van het diagram; het wordt overgeslagen
latex-diagram-unclosed = het diagram heeft geen `\end{"{"}diagram{"}"}`; het wordt gelezen tot het volgende diagram of het einde van het bestand
latex-diagram-planes = borden met meerdere niveaus (`{ $text }`) worden niet getekend; de omgeving wordt overgeslagen
# What the diagram package cannot write, by square.
latex-diagram-lost-marker = het diagram-pakket kent geen kruis, vierkant of driehoek: wat op { $squares } staat, wordt als cirkel geschreven
latex-diagram-lost-eighth-turn = het diagram-pakket draait stukken alleen per kwartslag: het paard op { $squares } wordt 45° minder gedraaid geschreven
latex-diagram-lost-turn = het diagram-pakket draait geen cirkels en tekent de equispringer alleen rechtop of naar rechts gedraaid: { $squares } wordt zo geschreven
latex-diagram-lost-unknown = het `?` op { $squares } is met het diagram-pakket niet te schrijven; het wordt weggelaten
latex-diagram-lost-shared-picture = het beeld van het stuk op { $squares } staat al voor een andere gang; het diagram kan de eigen gang van het stuk niet noemen, of dat het er geen heeft
latex-diagram-lost-attribute = het diagram-pakket heeft geen teken voor eigenschappen van stukken (koninklijk, halfneutraal, …): die van de stukken op { $squares } worden weggelaten
latex-diagram-lost-fields = het diagram-pakket scheidt de items van { $fields } met `;` (thema's met `,`): een item dat er een bevat, wordt als twee teruggelezen
twin-rotate = draaiing { $degrees }°
twin-mirror = spiegeling { $axis }
twin-shift = verschuiving { $from }→{ $to }
twin-polish = kleurwissel
twin-no-condition = zonder voorwaarde
# Een sprookjesstuk of neutraal stuk in de tweelingregel, met zijn kleur erachter: "Sprinkhaan van Zwart".
twin-piece-side = { $side ->
        [white] { $piece } van Wit
        [black] { $piece } van Zwart
       *[neutral] { $piece } (neutraal)
    }
# De veranderingen van een tweeling in woorden, voor de beschrijving van een probleem.
describe-twin-piece = { $side ->
        [white] { $role ->
            [knight] wit
           *[other] witte
        }
        [black] { $role ->
            [knight] zwart
           *[other] zwarte
        }
       *[neutral] { $role ->
            [knight] neutraal
           *[other] neutrale
        }
    } { $role ->
        [king] koning
        [queen] dame
        [rook] toren
        [bishop] loper
        [knight] paard
       *[pawn] pion
    }
describe-twin-move = { $piece } van { $from } naar { $to }
describe-twin-exchange = { $first } en { $second } wisselen van plaats
describe-twin-add = { $piece } toegevoegd op { $square }
describe-twin-remove = { $piece } van { $square } weggenomen
describe-twin-substitute = { $from } vervangen door { $to }
describe-twin-rotate = bord { $degrees }° gedraaid
describe-twin-mirror = bord gespiegeld, { $first } wisselt met { $second }
describe-twin-shift = alle stukken verschoven als van { $from } naar { $to }
describe-twin-polish = kleuren verwisseld en bord gespiegeld (Pools type)
describe-twin-stipulation = opgave { $text }
describe-twin-condition = voorwaarden { $text }
describe-twin-continued = { $label } (vanaf de vorige tweeling)

# A move in English letters inside a game written in another language's letters.
warn-game-english-move = `{ $move }` staat in Engelse stukletters in een partij in de { $language }; de zet wordt als Engels gelezen
warn-game-stray-brace = een `{"}"}` die geen commentaar sluit, wordt overgeslagen; de partij gaat erna verder
note-game-prose-after = de partij eindigt bij haar laatste zet: de tekst erna is gewone tekst en wordt overgeslagen
err-game-english-move-strict = `{ $move }` staat in Engelse stukletters in een partij in de { $language }, dus wordt de partij geweigerd (--strict)

## De handleiding: de laatste regel van de hulp van het programma en van elke opdracht

help-guide = De handleiding (in het Engels): `docs/src/introduction.md` in de broncode van forsythe. `mdbook build docs` maakt er een website van.
help-guide-render = De handleiding (in het Engels): `docs/src/render.md` in de broncode van forsythe.
help-guide-batch = De handleiding (in het Engels): `docs/src/batch.md` in de broncode van forsythe.
help-guide-translate = De handleiding (in het Engels): `docs/src/translate.md` in de broncode van forsythe.
help-guide-describe = De handleiding (in het Engels): `docs/src/describe.md` in de broncode van forsythe.
help-guide-dialects = De handleiding (in het Engels): `docs/src/dialects.md` in de broncode van forsythe.
help-guide-completions = De handleiding (in het Engels): `docs/src/completions.md` in de broncode van forsythe.
help-guide-man = De handleiding (in het Engels): `docs/src/completions.md` in de broncode van forsythe.
help-guide-markdown = De handleiding (in het Engels): `docs/src/markdown.md` in de broncode van forsythe.
help-guide-mdbook = De handleiding (in het Engels): `docs/src/mdbook.md` in de broncode van forsythe.
help-guide-block = De handleiding (in het Engels): `docs/src/blocks.md` in de broncode van forsythe.
help-guide-latex = De handleiding (in het Engels): `docs/src/hosts/latex.md` in de broncode van forsythe.
help-guide-serve = De handleiding (in het Engels): `docs/src/serve.md` in de broncode van forsythe.

## The board editor on the page of `forsythe serve`

serve-edit-heading = Bord bewerken
serve-edit-help = Klik op een veld om het gekozen stuk daar te zetten; rechtsklik of Delete maakt het leeg, en een stuk kan uit het palet of van een ander veld worden gesleept. Met het toetsenbord: de pijltjes gaan van veld naar veld, de letters van de gekozen notatie zetten stukken (hoofdletters voor wit), Enter zet het gekozen stuk, `-` een gat en `?` een onbekend veld.
serve-edit-tools = Gereedschap voor het bord
serve-edit-start = Beginstelling
serve-edit-clear = Leegmaken
serve-edit-flip = Omdraaien
serve-edit-swap = Kleuren wisselen
serve-edit-undo = Ongedaan maken
serve-edit-redo = Opnieuw
serve-edit-board = Bord
serve-edit-width = Lijnen
serve-edit-height = Rijen
serve-edit-palette = Stukken
serve-edit-fairy = Sprookjesstuk
serve-edit-shape = Stuk of gang
serve-edit-shapes = Vormen
serve-edit-walks = Gangen (Popeye)
serve-edit-side = Kleur
serve-edit-turn = Draaiing
serve-edit-use-fairy = Dit stuk nemen
serve-edit-fields = Stelling
serve-edit-to-move = Aan zet
serve-edit-to-move-none = niet gezegd
serve-edit-castling = Rokade
serve-edit-en-passant = En passant
serve-edit-changes = Wijzigingen sinds deze stelling
serve-edit-changes-help = Houdt het bord vast zoals het nu is: de stelling wordt dan geschreven als wat er sindsdien veranderd is, met `.` voor elk ongewijzigd veld. Nog een klik begint de volgende stap bij het bord van dat moment.
serve-edit-changes-off = Hele stelling
serve-edit-copy = Kopiëren als
serve-edit-export-markdown = Markdown-blok
serve-edit-export-latex = LaTeX
serve-edit-export-typst = Typst
serve-edit-export-popeye = Popeye-stukken
serve-edit-export-olive = olive-item
serve-edit-export-size = Afbeeldingsgrootte (px)
serve-edit-empty = leeg veld
serve-edit-hole = gat
serve-edit-unknown = onbekend veld
serve-edit-piece = { $name } ({ $side ->
        [white] wit
        [neutral] neutraal
       *[black] zwart
    })
serve-edit-side-name = { $side ->
        [white] Wit
        [neutral] Neutraal
       *[black] Zwart
    }
serve-edit-square = { $square }, { $content }
serve-edit-too-long = een waarde van het verzoek van de editor is langer dan { $max } tekens
serve-edit-bad-board = het bord van de editor is onleesbaar
