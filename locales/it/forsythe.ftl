# forsythe — messaggi in italiano

## Etichette dei messaggi diagnostici

severity-error = errore
severity-warning = avviso
severity-note = nota
severity-hint = suggerimento
# Posizioni senza separatore delle migliaia (riga 12345); "carattere" e non
# "colonna", che indicherebbe una colonna della scacchiera.
location-line-column = riga { NUMBER($line, useGrouping: "false") }, carattere { NUMBER($column, useGrouping: "false") }
location-column = carattere { NUMBER($column, useGrouping: "false") }
location-line = riga { NUMBER($line, useGrouping: "false") }
# Un'etichetta e il suo testo: "errore: …", "riga 3: …".
label-text = { $label }: { $text }

## Nomi usati all'interno dei messaggi

piece-king = re
piece-queen = donna
piece-rook = torre
piece-bishop = alfiere
piece-knight = cavallo
piece-pawn = pedone
dialect-en = inglese
dialect-de = tedesca
dialect-it = italiana
dialect-fide = FIDE
dialect-fr = francese
dialect-custom = personalizzata ({ $letters })
dialect-popeye-en = Popeye (in inglese)
dialect-popeye-de = Popeye (in tedesco)
dialect-popeye-fr = Popeye (in francese)
dialect-ffen-left = Fairy-FEN (rotazioni in senso antiorario)
dialect-yacpdb-right = YACPDB (rotazioni in senso orario)
dialect-pt = portoghese
dialect-nl = olandese
dialect-pl = polacca
dialect-cs = ceca
dialect-hu = ungherese
dialect-ro = rumena
dialect-fi = finlandese
dialect-tr = turca
dialect-ru = russa
# Alternative: "svg, png o pdf" ($first contiene tutti gli elementi tranne l'ultimo, separati da virgole).
list-or = { $first } o { $last }
field-placement = disposizione dei pezzi
field-side-to-move = tratto
field-castling = diritti di arrocco
field-en-passant = casa en passant
field-halfmove-clock = contatore delle semimosse
field-fullmove-number = numero della mossa
field-operations = operazioni EPD
expected-side-to-move = `w` o `b`
expected-castling = `-` oppure le lettere `KQkq`, ciascuna al massimo una volta
expected-en-passant = `-` oppure una casa della terza o della sesta traversa, come `e3`
expected-halfmove-clock = un numero intero, da 0 in su
expected-fullmove-number = un numero intero, da 1 in su
expected-operations = un'operazione EPD

## Avvisi sui dati in ingresso

warn-unknown-character = `{ $char }` sulla traversa { $rank } non indica alcun pezzo nella notazione { $dialect }; viene disegnato come `?`
warn-unknown-code = `{ $code }` sulla traversa { $rank } non è un codice di pezzo nella notazione { $dialect }; occupa una casa, disegnata come `?`
warn-unwritable = la notazione { $dialect } non ha modo di scrivere ciò che sta in { $squares }; viene scritto come `?`
warn-unknown-characters = { $count ->
        [one] { $count } carattere non indica alcun pezzo nella notazione { $dialect } ({ $chars }); viene disegnato come `?`
       *[other] { $count } caratteri non indicano alcun pezzo nella notazione { $dialect } ({ $chars }); vengono disegnati come `?`
    }
# Con --strict non si disegna nulla: il record viene rifiutato.
err-unknown-character-strict = `{ $char }` sulla traversa { $rank } non indica alcun pezzo nella notazione { $dialect }, quindi il record viene rifiutato (--strict)
err-unknown-characters-strict = { $count ->
        [one] { $count } carattere non indica alcun pezzo nella notazione { $dialect } ({ $chars }), quindi il record viene rifiutato (--strict)
       *[other] { $count } caratteri non indicano alcun pezzo nella notazione { $dialect } ({ $chars }), quindi il record viene rifiutato (--strict)
    }
warn-short-rank = la traversa { $rank } ha { $squares ->
        [one] una sola casa
       *[other] { $squares } case
    }, ma la scacchiera ha { $width ->
        [one] { $width } colonna
       *[other] { $width } colonne
    }; { $missing ->
        [one] l'ultima casa resta invariata (vuota su una scacchiera nuova)
       *[other] le ultime { $missing } case restano invariate (vuote su una scacchiera nuova)
    }
warn-empty-rank = la traversa { $rank } è vuota; { $width ->
        [one] la sua unica casa resta invariata (vuota su una scacchiera nuova)
       *[other] le sue { $width } case restano invariate (vuote su una scacchiera nuova)
    }
warn-fullmove-zero = il numero della mossa 0 non è ammesso (le mosse si contano da 1); viene mantenuto così com'è scritto
hint-other-dialect = forse intendevi `{ $option }` (notazione { $dialect })?

## Errori nei dati in ingresso

err-empty-placement = manca la disposizione dei pezzi
err-line-too-long = la riga ha { $bytes } byte; un record ne ha al massimo { $max }
err-game-too-long = la partita supera { $max } KiB; viene saltata
err-too-many-tags = la partita ha più di { $max } coppie di tag; viene saltata
err-no-squares = la disposizione dei pezzi non contiene alcuna casa
err-too-wide = la traversa { $row } (contando dall'alto) ha più di { $max } case
err-too-tall = la scacchiera ha più di { $max } traverse
err-ambiguous = la notazione è ambigua: `{ $letter }` può indicare { $readings }
# L'articolo segue il genere del pezzo (donna, torre: femminili).
err-ambiguous-reading = { $piece ->
        [donna] una
        [torre] una
       *[other] un
    } { $piece } nella notazione { $dialect }
hint-ambiguous = scegli la notazione con `{ $key }`, per esempio `{ $option }`

## Note sul riconoscimento automatico della notazione

note-auto-only = letto nella notazione { $dialect }: è l'unica che riconosce tutte le lettere
note-auto-marks = letto in notazione { $dialect }: `{ $mark }` è il suo segno
note-auto-plausible = letto nella notazione { $dialect }; notazioni scartate: { $reasons }
reason-pawn-on-edge = { $dialect } (un pedone in { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] re bianchi
       *[black] re neri
    })

## Errori della riga di comando e del sistema

err-dialect-unknown = `{ $text }` non è una notazione: indica un nome ({ $names }) oppure sei lettere per re, donna, torre, alfiere, cavallo e pedone
# La notazione dell'output (--to): lì `auto` non è possibile.
err-dialect-unknown-output = `{ $text }` non è una notazione: indica un nome ({ $names }) oppure sei lettere per re, donna, torre, alfiere, cavallo e pedone
err-dialect-auto-output = `{ $text }` riconosce la notazione dell'input ma non può scriverne una: indica un nome ({ $names }) oppure sei lettere per re, donna, torre, alfiere, cavallo e pedone
err-dialect-not-letter = `{ $text }`: `{ $char }` non è una lettera con una forma maiuscola e una minuscola
err-dialect-repeated = `{ $text }`: la lettera `{ $char }` indica due pezzi
err-dialect-near-name = `{ $text }` non è una notazione; forse intendevi `{ $name }`? Per leggere queste sei lettere come i pezzi R D T A C P, scrivi `{ $prefix }{ $text }`
err-base = impossibile leggere la posizione di base indicata con --base
err-read-input = impossibile leggere { $path }: { $reason }
err-write-output = impossibile scrivere { $path }: { $reason }
stdin-name = lo standard input
stdout-name = lo standard output

## Diagrammi

err-theme = `{ $name }` non è un tema; scegli classic, blue, green, print, hatched o magazine
err-color = `{ $text }` non è un colore; scrivilo in esadecimale CSS, come #b38760 o #fff
err-size = un'immagine larga { $size } pixel non è ammessa; la larghezza deve essere compresa tra { $min } e { $max }
err-too-small = un'immagine larga { $size } pixel non ha spazio per { $files ->
        [one] una colonna
       *[other] { $files } colonne
    }; indica con --size un valore maggiore
err-caption-too-long = una didascalia di { $length ->
        [one] { $length } carattere
       *[other] { $length } caratteri
    } viene rifiutata; una didascalia ne ha al massimo { $max }
err-image-too-large = un'immagine di { $width }×{ $height } pixel è troppo grande (al massimo { $side } per lato e { $megapixels } megapixel); indica con --size un valore minore
err-mark = `{ $text }` non è un segno; indica una casa come e4, o e2e4 per una freccia, eventualmente con :COLORE
err-mark-color = `{ $text }` non è un colore per un segno; usa green, red, yellow, blue o un esadecimale CSS
err-mark-off-board = la casa { $square } di un segno non è sulla scacchiera
err-arrow-off-board = la freccia { $move } esce dalla scacchiera: { $square } non ne fa parte
err-last-move-off-board = l’ultima mossa { $move } esce dalla scacchiera: { $square } non ne fa parte
err-last-move = `{ $text }` non è una mossa; scrivi le sue due case, come e2e4 o e2-e4, oppure none
err-check = `{ $text }` non va bene per { $key }; scrivi una casa come e8, auto oppure none
err-square-size = `{ $text }` non è una dimensione di casa; indica una lunghezza come 20pt, 7mm, 0.8cm o 0.3in
err-dpi = una risoluzione di { $dpi } dpi non è possibile; indica un valore compreso tra 1 e { $max }
err-delay = un ritardo di { $delay } ms non è possibile; indica un valore compreso tra { $min } e { $max }
err-glyph = `{ $text }` non è un disegno di un movimento: scrivete MOVIMENTO=FORMA o MOVIMENTO=FORMA:GRADI, per esempio `zebra=knight:90` (il movimento con il suo nome inglese o il codice di Popeye; forme `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`, `equihopper`, `circle`, `cross`, `square`, `triangle`; gradi in senso orario: 0, 90, 180, 270, e 45, 135, 225, 315 per il cavallo)
err-encode = impossibile codificare il PNG: { $reason }
err-format-not-built = questo forsythe è stato compilato senza l'uscita { $format } (la funzionalità `{ $feature }` è disattivata)
# $formats ed $extensions: i formati che il programma scrive, come list-or.
err-format-stdout = per scrivere sullo standard output serve --format { $formats }
err-format-unknown = impossibile dedurre il formato da { $path }: indica --format, oppure dai al file l'estensione { $extensions }
err-no-record = non c'è alcun record da disegnare
err-one-record = render disegna un solo record, ma la riga { NUMBER($line, useGrouping: "false") } ne contiene un altro; per più record usa `forsythe batch`
err-piece-missing = manca il file del pezzo { $path }
err-piece-unreadable = impossibile leggere il file del pezzo { $path }: { $reason }
err-piece-too-large = il file del pezzo { $path } occupa { $bytes } byte; se ne legge al massimo 1 MiB
err-piece-invalid = il file del pezzo { $path } non è un SVG utilizzabile: { $reason }
err-piece-empty = il file del pezzo { $path } non disegna nulla

## Il comando forsythe dialects

dialects-heading-piece = Pezzo
dialects-heading-code = Codice
# Le notazioni e i pezzi come intestazioni della tabella.
dialects-en = Inglese
dialects-de = Tedesco
dialects-it = Italiano
dialects-fide = FIDE
dialects-fr = Francese
dialects-king = Re
dialects-queen = Donna
dialects-rook = Torre
dialects-bishop = Alfiere
dialects-knight = Cavallo
dialects-pawn = Pedone
dialects-pt = Portoghese
dialects-nl = Olandese
dialects-pl = Polacco
dialects-cs = Ceco
dialects-hu = Ungherese
dialects-ro = Rumeno
dialects-fi = Finlandese
dialects-tr = Turco
dialects-ru = Russo
dialects-es = Spagnolo
dialects-sv = Svedese
dialects-da = Danese
dialects-no = Norvegese
dialects-sk = Slovacco
dialects-sources = Da dove vengono le lettere:
dialects-source = { $name }: { $source }
# Una lingua che scrive le lettere di un'altra: "Svedese: le stesse lettere della notazione tedesca (de)".
dialects-alias = { $name }: le stesse lettere della notazione { $of } ({ $code })

## Didascalie sotto il diagramma

caption-side-white = Il Bianco muove
caption-side-black = Il Nero muove
caption-count = ({ $white }+{ $black })
caption-count-neutral = ({ $white }+{ $black }+{ $neutral })
legend-side-white = bianco
legend-side-black = nero
legend-side-neutral = neutro
warn-caption-side = il record non indica chi ha il tratto, quindi la didascalia non può indicarlo

## Testi di aiuto della riga di comando

help-about = Diagrammi scacchistici (SVG, PNG, PDF, GIF) da Forsyth, FEN, EPD e PGN, in molte notazioni, e diagrammi di problemi di scacchi (file di Popeye, raccolte YACPDB e olive, il pacchetto LaTeX diagram)
help-exit-codes = Codici di uscita: 0 tutti i record sono stati letti; 1 un record conteneva un errore (gli altri vengono comunque elaborati); 2 la riga di comando è stata usata in modo errato; 130 un'elaborazione in serie è stata interrotta (i diagrammi finiti restano).
help-cmd-render = Disegna un record come diagramma (SVG, PNG o PDF), o una partita come GIF animata
help-cmd-translate = Riscrive i record con la disposizione dei pezzi in un'altra notazione
help-cmd-dialects = Stampa le lettere dei pezzi di ogni notazione
help-cmd-completions = Stampa uno script di completamento per una shell
help-cmd-man = Stampa la pagina di manuale (roff)
help-arg-lang = Lingua dei messaggi: en, de, it, nl, fr (predefinita da LC_ALL, LC_MESSAGES, LANG)
help-arg-quiet = Non stampa avvisi né note, solo errori
help-arg-strict = Tratta gli avvisi (caratteri sconosciuti, traverse incomplete) come errori
help-arg-merge-digits = Legge una sequenza di cifre come un solo numero (`10` indica dieci case vuote)
help-arg-base = Sovrappone prima l'input a questa posizione (un record nella notazione dell'input, oppure `start`)
help-arg-input = Un record (Forsyth, FEN o EPD); senza, o con `-`, legge un record per riga dallo standard input
help-render-arg-input = Il record da disegnare (Forsyth, FEN o EPD); senza, o con `-`, viene letto dallo standard input
help-arg-from = Notazione dell'input: en, de, it, fide, fr, sei lettere (nell'ordine R D T A C P) oppure auto
help-arg-dialect = Notazione dell'input: en, de, it, fide, fr, sei lettere (nell'ordine R D T A C P) oppure auto
help-arg-to = Notazione dell'output: en, de, it, fide, fr oppure sei lettere; latex-diagram scrive un ambiente del pacchetto LaTeX diagram
help-arg-output = Dove scrivere il diagramma (`-` per lo standard output, che richiede --format)
help-arg-format = svg, png, gif o pdf; per impostazione predefinita, in base all'estensione del file di output. La GIF di una partita è animata, un fotogramma per semimossa
help-arg-size = Larghezza dell'immagine in pixel (da 16 a 4.096)
help-arg-flip = Disegna la scacchiera dal lato del Nero; --flip auto la disegna dal lato di chi muove
help-arg-coordinates = Dove vanno lettere delle colonne e numeri delle traverse: outside, accanto alla scacchiera (predefinito), inside, piccoli negli angoli delle case del bordo, o none
help-arg-no-coordinates = Niente lettere delle colonne né numeri delle traverse
help-arg-side-to-move = Un dischetto accanto alla scacchiera, dalla parte di chi ha il tratto, se il record lo indica
help-arg-theme = Colori: classic, blue, green, print, hatched (case scure tratteggiate, come nei libri stampati) o magazine (tratteggiato, senza coordinate, con doppia cornice e testi con grazie, come stampano le riviste di problemi)
help-arg-light = Colore delle case chiare (esadecimale CSS, come #eed7b3)
help-arg-dark = Colore delle case scure (esadecimale CSS, come #b38760)
help-arg-frame = La linea intorno alla scacchiera: none, thin (predefinita), thick o double (una linea spessa con una sottile all’interno, quella del tema magazine)
help-arg-transparent = Nessuno sfondo intorno alla scacchiera e nei buchi
help-arg-pieces = Una cartella con i dodici disegni dei pezzi wK.svg … bP.svg
help-arg-caption = Una riga sotto la scacchiera: `side` (chi muove), `count` (pezzi, bianchi+neri) o un testo qualsiasi, in cui {"{"}side{"}"} e {"{"}count{"}"} vengono sostituiti; si può indicare più volte; le sue parole («Il Nero muove») seguono --lang, non --dialect
help-arg-mark = Colora una casa, per esempio e4 o e4:red (green, red, yellow, blue o esadecimale CSS); ripetibile
help-arg-circle = Disegna un cerchio su una casa, per esempio d5:blue; ripetibile
help-arg-cross = Disegna una croce su una casa, per esempio f7:red; ripetibile
help-arg-arrow = Disegna una freccia, per esempio e2e4 o g1f3:blue (una mossa di cavallo è spezzata); ripetibile
help-arg-marks = Segni nella sintassi dei commenti di ChessBase, per esempio "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = Il lato di una casa in SVG e PDF, per esempio 20pt, 7mm o 0.3in (con --dpi, anche la dimensione del PNG)
help-arg-dpi = La risoluzione scritta nei file PNG; con --square-size determina la dimensione dell'immagine
help-arg-stipulation = L'enunciato di un problema, per esempio "#2", scritto in basso a sinistra, con il numero dei pezzi in basso a destra; se non indicato, quello del problema; vuoto: nessuna riga
help-arg-number = Il numero di un problema nella sua raccolta, sopra gli autori come in una rivista; {"{"}n{"}"} numera un lotto in ordine; se non indicato, il `Number` del record; vuoto: nessuna riga
help-arg-author = L'autore di un problema, scritto sopra la scacchiera; se non indicato, quello del problema; vuoto: nessuna riga
help-arg-source = La fonte di un problema, scritta sopra la scacchiera sotto l'autore; se non indicata, quella del problema; vuoto: nessuna riga
help-arg-condition = Le condizioni eterodosse di un problema, in una riga sotto la scacchiera; se non indicate, quelle del problema ({"{"}Condition{"}"} in un modello); vuoto: nessuna riga
help-arg-twins-line = La riga dei gemelli di un problema, sotto le condizioni; se non indicata, i suoi gemelli nella lingua dell'interfaccia ({"{"}Twins{"}"} in un modello); vuoto: nessuna riga
help-arg-award = La distinzione di un problema, per esempio "1° premio", sopra la scacchiera sotto la fonte; se non indicata, quella del problema; vuoto: nessuna riga
help-arg-dedication = La dedica di un problema, sopra la scacchiera sotto la distinzione; se non indicata, quella del problema; vuoto: nessuna riga
help-arg-solution = La soluzione di un problema, scritta con le soluzioni di batch (non nel diagramma); se non indicata, quella del record; vuoto: nessuna
help-arg-last-move = La mossa che ha portato alla posizione (e2e4), mostrata sulla scacchiera; una posizione di una partita mostra la propria, salvo con none
help-arg-check = La casa di un re sotto scacco (e8), auto per trovarla dalla posizione, oppure none
help-arg-last-move-style = Come si mostra l'ultima mossa: `squares` (case colorate), arrow (freccia) o none
help-arg-legend = Una riga sotto la scacchiera che nomina i pezzi eterodossi secondo il loro movimento: pictures (ogni pezzo come lo disegna la scacchiera, = Grillo d4, h1), text (Grillo d4, h1), auto (immagini nel tema magazine, testo negli altri) quando il record nomina dei movimenti, oppure none
help-arg-glyph = Disegnare un movimento con un'altra forma e rotazione: MOVIMENTO=FORMA[:GRADI], per esempio `zebra=knight:90`; ripetibile o come elenco separato da virgole
help-arg-delay = Quanto resta visibile ogni fotogramma di una GIF animata, in millisecondi (l'ultimo tre volte di più)
help-arg-shell = La shell: bash, zsh, fish, powershell o elvish

## Disegno in serie

help-cmd-batch = Disegna ogni record di uno o più file in una cartella: righe di record, scacchiere disegnate a griglia, partite PGN, CSV e file di problemi (Popeye, YACPDB e olive, il pacchetto LaTeX diagram)
help-batch-arg-files = File di record: righe di Forsyth, FEN o EPD, partite PGN, CSV con una colonna FEN, file di Popeye, raccolte YACPDB o olive, file LaTeX del pacchetto diagram (`-` per lo standard input)
help-batch-arg-output = La cartella dei diagrammi (creata se non esiste)
help-batch-arg-format = svg, png, gif (un’immagine fissa ciascuno) o pdf; indica --format più volte per più formati; predefinito: png
help-arg-name = Nomi dei file: {"{"}n{"}"} il numero del record (larghezza fissa con {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}, {"{"}twin{"}"} (a, b, … con --twins each)
help-arg-overlay = Le case `.` e le traverse incomplete di ogni record mantengono la scacchiera del record precedente
help-arg-fail-fast = Si ferma al primo record con un errore
help-arg-jobs = Quanti diagrammi disegnare contemporaneamente (predefinito: uno per core)
help-arg-manifest = Il formato di DIR/manifest: json o csv
help-arg-latex = Scrive anche un file LaTeX con una figura per diagramma
help-arg-html = Scrive anche una pagina HTML con tutti i diagrammi, per la correzione delle bozze
help-arg-pdf-book = Scrive anche tutti i diagrammi in un unico PDF, a griglia su ogni pagina, ciascuno con il suo numero
help-arg-per-page = Diagrammi per pagina del libro PDF (su due colonne)
help-arg-paper = Formato della carta del libro PDF: a4 o letter
location-file-line = { $file }, riga { NUMBER($line, useGrouping: "false") }
err-batch-dir = impossibile usare la cartella { $path }: { $reason }
err-name-clash = i record di { $first } e di { $second } verrebbero scritti entrambi in { $name }; scegli un --name che li distingua
err-jobs = --jobs deve essere compreso tra 1 e { $max }
err-per-page = --per-page deve essere compreso tra 1 e { $max }
help-arg-twins = Come disegnare un problema con gemelli: `line` (un diagramma della posizione principale, con la riga dei gemelli) oppure `each` (un diagramma per posizione, ciascuno segnato a), b), … e chiamato con la sua lettera: 0007a, 0007b)
err-twins-stdout = --twins each scrive un file per posizione, e lo standard output non può riceverli: indicate un nome di file con -o (da problem.svg nascono problema.svg, problemb.svg, …)
book-solutions = Soluzioni
latex-list-cannot-set = pdfLaTeX non può comporre { $char } (U+{ $code }) con ciò che questo documento ha configurato, quindi questo e ogni altro carattere simile dell'elenco sono composti come «?». Per il cirillico, configura la codifica dei font T2A con babel, oppure compila con LuaLaTeX o XeLaTeX e un font che abbia questi caratteri (fontspec)
latex-list-no-glyph = il font del documento non ha { $char } (U+{ $code }), che l'elenco usa: scegli con fontspec un font che lo abbia
batch-summary = { $rendered ->
        [one] { $rendered } diagramma scritto
       *[other] { $rendered } diagrammi scritti
    }, { $failed ->
        [one] { $failed } non riuscito
       *[other] { $failed } non riusciti
    }, { $warnings ->
        [one] { $warnings } avviso
       *[other] { $warnings } avvisi
    }, in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
batch-stopped = interrotto al primo errore (--fail-fast)
batch-interrupted = interrotto: i diagrammi già finiti sono scritti per intero ed elencati nel manifesto
html-title = Diagrammi
html-lang = it
html-solution = Soluzione
hint-strict-failed = un avviso conta come errore (--strict)
html-record = Record
html-file = File

## Record letti con indulgenza: che cosa viene tralasciato o letto come inteso

warn-bad-field = il campo { $number } ({ $field }) è `{ $text }`; era atteso { $expected }; viene tralasciato
warn-missing-field = manca il campo { $number } ({ $field }); quanto segue viene letto come campo successivo
warn-stray-semicolon = un `;` che non chiude alcuna operazione EPD; viene tralasciato
warn-unterminated-operation = l’operazione EPD `{ $opcode }` non termina con `;`; viene letta fino alla fine della riga
warn-unterminated-string = a un operando EPD tra virgolette manca la `"` di chiusura; il resto della riga è l’operando
warn-bad-opcode = `{ $text }` non è un codice operativo EPD (comincia con una lettera e contiene solo lettere, cifre e `_`); viene tralasciato
warn-bad-operand = l’operando di `{ $opcode }` è `{ $text }`, non un numero intero; l’operazione resta, ma non fornisce alcun contatore di mosse
warn-long-rank = la traversa { $rank } ha { $squares } case, le altre { $width }; { $extra ->
        [one] l’ultima casa viene tralasciata
       *[other] le ultime { $extra } case vengono tralasciate
    }
warn-missing-slash = manca una `/` prima della traversa { $rank }? Le traverse hanno { $width } case, perciò la traversa viene letta come due

## File, modelli, lotti

err-csv-columns = la riga ha { $found } colonne ma l’intestazione { $expected }, oppure manca la colonna FEN
err-csv-no-record-column = è l’intestazione di un file CSV, ma nessuna delle sue colonne contiene le posizioni: chiamate quella colonna `FEN` (o `EPD`, `Forsyth`, `Position`); del file non si disegna nulla
err-shard = `{ $text }` non è un lotto; scrivi K/N con 1 ≤ K ≤ N, per esempio 2/8
note-auto-file = { $file }: letto in notazione { $dialect }, l’unica adatta a ogni record
note-auto-per-record = { $file }: i record richiedono notazioni diverse; ognuno viene letto nella notazione adatta
warn-windows-1252 = { $file } non è in UTF-8 dalla riga { NUMBER($line, useGrouping: "false") } in poi; quelle righe vengono lette come Windows-1252
reason-is-a-file = è un file, non una cartella
reason-is-a-folder = è una cartella
reason-no-folder = la cartella { $path } non esiste
reason-folder-denied = non si può scrivere nella cartella { $path }
reason-output-folder = è una cartella: indica il nome di un file al suo interno, come { $example }
reason-slash-at-end = il nome finisce con una barra, come solo il nome di una cartella; scrivi { $file } per un file
reason-not-a-folder = { $path } è un file, non una cartella, e non può contenere nulla
reason-io-not-found = non esiste
reason-io-denied = l’accesso non è permesso
reason-io-read-only = il file system è di sola lettura
reason-io-full = non c’è più spazio sul disco
reason-io-too-large = il file è troppo grande per il file system
reason-io-not-a-folder = una parte del percorso è un file, non una cartella
reason-io-exists = esiste già
reason-io-bad-name = il file system non ammette questo nome
reason-io-bad-data = ciò che è stato letto non è testo
reason-io-cut-short = il file finisce troppo presto
reason-io-address-in-use = un altro programma usa già questo indirizzo
reason-io-address-not-here = questa macchina non ha questo indirizzo
reason-io-closed = l’altra parte ha chiuso la connessione
reason-io-timed-out = nessuna risposta è arrivata in tempo
reason-io-code = il sistema l’ha rifiutato (errore { NUMBER($code, useGrouping: "false") })
reason-io-other = il sistema l’ha rifiutato
err-no-such-file = il file { $path } non esiste
hint-record-flag = per disegnare `{ $path }` come record, aggiungi --record
err-template = il modello `{ $template }` non è leggibile: { $detail }
template-unclosed = la `{"{"}` al carattere { NUMBER($column, useGrouping: "false") } non è chiusa
template-stray = la `{"}"}` al carattere { NUMBER($column, useGrouping: "false") } non chiude nulla; per una graffa scrivi `{"}}"}`
template-bad-name = `{ $field }` non è un campo; un campo è un nome tra graffe, come {"{"}id{"}"} o {"{"}White{"}"}
template-bad-width = la larghezza di `{ $field }` non è un numero da 0 a { $max }
help-arg-record = Legge INPUT come record anche se esiste un file con quel nome
help-batch-arg-shard = Disegna solo il K-esimo di N lotti di record (quelli il cui numero n soddisfa (n−1) mod N = K−1), con i nomi di un’esecuzione completa; il manifesto si chiama manifest-K-of-N.json
err-unknown-option = `{ $arg }` non è un’opzione di questo comando (vedi --help)
hint-dashes-before-record = se `{ $arg }` è una posizione, scrivi `--` prima: `-- { $arg }`
note-reading-stdin = lettura della posizione dallo standard input: digitala e termina con Ctrl-D (su Windows Ctrl-Z e poi Invio), oppure indicala dopo le opzioni

## markdown

help-cmd-markdown = Trasforma i blocchi ```fen dei documenti Markdown in diagrammi (file immagine o SVG incorporato)
help-cmd-mdbook = Preprocessore per mdBook: trasforma i blocchi ```fen di un libro in diagrammi (legge il JSON di mdBook dallo standard input)
help-cmd-block = Disegna il testo di un solo blocco ```fen letto dallo standard input (per il filtro pandoc)
help-markdown-arg-files = File Markdown (`-` o nessuno: lo standard input)
help-markdown-arg-output = Dove scrivere il documento (`-` per lo standard output, predefinito); una cartella se i file sono più d'uno
help-markdown-arg-in-place = Riscrive ogni documento nel suo stesso file (solo se cambia)
help-markdown-arg-images = La cartella dei file dei diagrammi (creata se serve); ogni file prende il nome da ciò che mostra
help-markdown-arg-format = svg o png (o pdf): il formato dei file dei diagrammi
help-markdown-arg-inline-svg = Scrive ogni diagramma nel documento come SVG invece che in un file immagine
help-markdown-arg-drop-source = Sostituisce ogni blocco con il solo diagramma, senza conservarne il sorgente in un commento accanto
help-markdown-arg-link-prefix = L'inizio di ogni collegamento alle immagini (un URL o un percorso); per impostazione predefinita il percorso dal documento alla cartella delle immagini
help-markdown-arg-info = Le parole info che segnano un blocco di diagramma, separate da virgole
help-markdown-arg-set = Un'opzione per ogni blocco, come theme=print o size=300 (prevale l'opzione del blocco); si può ripetere
help-mdbook-arg-action = `supports`, chiesto da mdBook: se un renderer sa mostrare i diagrammi
help-mdbook-arg-renderer = Il renderer di cui chiede mdBook (sono supportati html e markdown)
help-block-arg-output = Dove scrivere il diagramma (`-` per lo standard output, predefinito)
help-block-arg-images = Scrive il diagramma in questa cartella con un nome ricavato da ciò che mostra, e stampa il percorso del file e il suo testo alternativo separati da una tabulazione
help-block-arg-format = svg, png o pdf
help-block-arg-html = Scrive una riga di HTML: l'SVG in un <div class="forsythe">, etichettato con il suo testo alternativo
help-block-arg-set = Un'opzione per il blocco, come theme=print (prevale l'opzione del blocco); si può ripetere
md-block-empty = il blocco del diagramma è vuoto; scrivi un record (Forsyth, FEN o EPD) nella sua prima riga, oppure `fen: RECORD`
md-not-a-pair = `{ $text }` non è una riga della forma `chiave: valore`
md-not-an-option = `{ $text }` non è un'opzione; dopo il record le opzioni si scrivono chiave=valore
md-unclosed-quote = queste virgolette non si chiudono sulla loro riga
md-no-key = manca il nome dell'opzione prima di `=` o `:`
md-unknown-key = chiave sconosciuta `{ $key }`
md-hint-key = forse intendevi `{ $key }`?
md-hint-notation-dialect = in un blocco `notation` dice dove vanno le coordinate; per la notazione della posizione scrivi `dialect: { $value }`
md-key-twice = `{ $key }` imposta ciò che `{ $first }` ha già impostato; indicalo una volta sola
md-not-a-bool = `{ $key }` vale true o false, non `{ $value }`
md-orientation = l'orientamento è `white` o `black`, non `{ $value }`
md-no-value = `{ $key }` richiede un valore
md-not-supported = `{ $key }` non è ancora supportato
md-no-record = il blocco non contiene un record; scrivilo nella prima riga o dopo `fen:`
md-annotation = `{ $word }` non è un'annotazione; scrivi Ae2-e4 per una freccia o Hf7 per una casa, con /g, /r, /b o /y per il colore
md-bad-value = `{ $value }` non è un valore ammesso per `{ $key }`
md-command = impossibile leggere le opzioni: { $reason }
md-defaults = in { $origin }
md-set = `{ $text }` non ha la forma CHIAVE=VALORE
md-kept-broken = questo blocco di diagramma conservato resta com'era, perché il suo commento deve contenere un blocco di codice e, dopo il diagramma, la riga `<!-- /forsythe -->`
md-too-large = { $path } supera { $max } MiB
md-svg-only = { $option } scrive SVG; non si può usare con il formato { $format }
md-images-needed = indica --images CARTELLA per i file dei diagrammi, oppure --inline-svg per scriverli nel documento
md-in-place-stdin = --in-place richiede dei file; lo standard input non si può riscrivere
md-several-outputs = con più file servono --in-place oppure -o con una cartella per i documenti convertiti
md-stdin-twice = lo standard input (`-`) si può leggere una volta sola
md-supports-renderer = `supports` richiede il nome di un renderer, per esempio `supports html`
md-mdbook-action = `{ $text }` non è una domanda di mdBook; l'unica è `supports RENDERER`
md-mdbook-input = impossibile leggere il libro ricevuto da mdBook: { $reason }
md-mdbook-shape = ci si aspetta una lista JSON di due elementi: il contesto e il libro
md-mdbook-origin = book.toml [preprocessor.forsythe]
md-config-value = `{ $key }` in { $origin } dev'essere un testo, un numero, true o false, o una lista di questi
md-config-bad = `{ $key }` in { $origin } non può valere `{ $value }`
md-mdbook-draft = un capitolo in bozza
md-same-output = { $first } e { $second } verrebbero scritti entrambi in { $path }
md-info-word = `{ $word }` dopo `{ $info }` non significa nulla per un blocco di diagramma; viene tralasciato
md-stray-word = `{ $word }` non è un’opzione, e `{ $key }` prima di esso prende un solo valore
md-stray-item = `{ $word }` non è né un’opzione né un elemento della lista `{ $key }`
md-hint-list = scrivi una lista con virgole o tra virgolette: `{ $key }=a,b` o `{ $key }="a b"`
md-pgn-and-record = `pgn` contiene un’intera partita, posizione iniziale compresa; `{ $other }` non può stare accanto
md-moves-no-record = le mosse si giocano da un record: scrivilo dopo `fen:` o nella prima riga
md-at-every = `{ $key }: every` disegnerebbe ogni posizione della partita, ma un blocco ne disegna una: indica `start`, `end` o una mossa come `23` o `23...`
err-not-utf8 = la riga non è UTF-8 valido (byte { NUMBER($offset, useGrouping: "false") } della riga)

## I diagrammi a parole (lettori di schermo, testi alternativi)

list-and = { $first } e { $last }
# Elementi che contengono già virgole ed «e», uno dopo l’altro: «reale e8; kamikaze c1 e e8».
list-semicolon = { $first }; { $next }
describe-title = Diagramma scacchistico
describe-board = Una scacchiera di { $files ->
        [one] { $files } colonna
       *[other] { $files } colonne
    } per { $ranks ->
        [one] { $ranks } traversa
       *[other] { $ranks } traverse
    }.
describe-side = { $side ->
        [white] Muove il Bianco.
       *[black] Muove il Nero.
    }
describe-army = { $color ->
        [white] Bianco
        [neutral] Neutri
       *[black] Nero
    }: { $pieces }.
describe-army-empty = { $color ->
        [white] Il Bianco
       *[black] Il Nero
    } non ha pezzi.
describe-group = { $role ->
        [king] re
        [queen] { $count ->
            [one] donna
           *[other] donne
        }
        [rook] { $count ->
            [one] torre
           *[other] torri
        }
        [bishop] { $count ->
            [one] alfiere
           *[other] alfieri
        }
        [knight] { $count ->
            [one] cavallo
           *[other] cavalli
        }
       *[pawn] { $count ->
            [one] pedone
           *[other] pedoni
        }
    } { $squares }
describe-fairy = { $name } { $squares }
describe-shape = { $shape ->
        [king] re
        [queen] donna
        [rook] torre
        [bishop] alfiere
        [knight] cavallo
        [pawn] pedone
        [equihopper] equisaltatore
        [circle] cerchio
        [cross] croce
        [square] quadrato
       *[triangle] triangolo
    }
describe-turned = { $piece } ({ $turn ->
        [right] quarto di giro a destra
        [down] a testa in giù
        [left] quarto di giro a sinistra
       *[other] rotazione di { $degrees }°
    })
describe-number = Problema { $text }.
describe-author = Autore: { $text }.
describe-source = Fonte: { $text }.
describe-stipulation = Enunciato: { $text }.
describe-condition = Condizioni: { $text }.
describe-twins = Gemelli: { $text }.
describe-award = Distinzione: { $text }.
describe-dedication = Dedica: { $text }.
describe-attribute = { $name } { $squares }
describe-attributes = Pezzi con attributi: { $list }.
describe-grid = La scacchiera è divisa da linee di griglia.
describe-framed = { $count ->
        [one] Casa incorniciata
       *[other] Case incorniciate
    }: { $squares }.
describe-cylinder = { $edges ->
        [files] La colonna a e l’ultima colonna sono unite, come su un cilindro.
        [ranks] La prima e l’ultima traversa sono unite, come su un cilindro.
       *[both] I bordi opposti sono uniti a due a due, come su un toro.
    }
describe-holes = { $count ->
        [one] Buco
       *[other] Buchi
    }: { $squares }.
describe-unknown = { $count ->
        [one] Casa sconosciuta
       *[other] Case sconosciute
    }: { $squares }.
describe-texts = { $count ->
        [one] Casa con scritta
       *[other] Case con scritta
    }: { $texts }.
describe-text = «{ $text }» in { $square }
help-cmd-describe = Descrive i record a parole, come un lettore di schermo legge il diagramma

## Partite e problemi

game-label = partita { $number }
game-label-named = partita { $number } ({ $name })
game-variant = la variante `{ $variant }` non è supportata; le partite vengono lette negli scacchi classici e in Chess960
game-fen = la FEN `{ $fen }` non può iniziare una partita a scacchi
game-illegal = `{ $move }` non è una mossa legale
game-ambiguous = `{ $move }` è ambigua: può essere { $moves }
game-unreadable = `{ $move }` non è una mossa
game-null = `{ $move }` è una mossa nulla (si passa il turno) di un lato sotto scacco, che non può essere giocata
game-too-many-plies = la partita ha più di { $max } semimosse
game-comment-too-long = un commento supera { $max } KiB
game-unclosed-comment = un commento aperto con `{"{"}` non è chiuso
game-unclosed-variation = una variante aperta con `(` non è chiusa
game-unopened-variation = una `)` non chiude alcuna variante
game-unexpected = `{ $char }` non ha posto tra le mosse
game-tag-syntax = un tag si scrive [Nome "valore"]
game-too-long = il testo della partita supera { $max } MiB
at-not-reached = la partita non arriva alla mossa { $move }; la sua ultima mossa è { $last }
at-no-moves = la partita non arriva alla mossa { $move }; non ha mosse
at-no-marker = la partita non ha alcun segno di diagramma [#]
puzzle-column = l’intestazione non ha la colonna { $column }
puzzle-few-moves = le mosse `{ $moves }` del problema sono meno di due: la mossa dell’avversario e la prima della soluzione
puzzle-move = la mossa { $index } del problema, `{ $move }`, lì non è legale
err-at = `{ $text }` non indica alcuna posizione; indica start, end, marked, every, auto o una mossa come 23 (dopo la mossa del Bianco) o 23... (dopo quella del Nero)
err-move-letters = `{ $text }` non è un modo di scrivere le mosse; indica en, de, it, fr, fide o figurine
help-arg-at = Quali posizioni di una partita PGN disegnare: start, end, marked (a ogni segno di diagramma {"{"}[#]{"}"}), every (dopo ogni semimossa), una mossa come 23 o 23..., oppure auto (i segni, altrimenti l’inizio di una partita con tag FEN, altrimenti la fine)
help-arg-move-letters = Le lettere di {"{"}move{"}"} nei testi: en, de, it, fr, fide o figurine
help-arg-no-flip = Disegna la scacchiera dal lato del Bianco, anche per un problema in cui risolve il Nero

## La riga di comando come la legge clap: titoli, segnaposto e parole proprie
## di clap nell'aiuto, i suoi errori e le pagine di manuale. Un titolo finisce
## con i due punti con cui appare; i segnaposto si scrivono in maiuscolo.

cli-heading-usage = Uso:
cli-heading-commands = Comandi:
cli-heading-arguments = Argomenti:
cli-heading-options = Opzioni:
cli-heading-global = Opzioni globali:
cli-heading-input = Input:
cli-heading-look = Aspetto:
cli-heading-marks = Segni:
cli-heading-texts = Testi:
cli-heading-output = Output:
cli-heading-examples = Esempi:
cli-more-options = Queste sono le opzioni più usate; `--help` le elenca tutte.
cli-help-help = Stampa l'aiuto
cli-help-version = Stampa la versione
cli-help-command-help = Stampa l'aiuto di forsythe o di uno dei suoi comandi
cli-default = [predefinito: { $value }]
cli-aliases = [anche: { $names }]
cli-possible-values = [valori possibili: { $values }]
cli-value-options = OPZIONI
cli-value-command = COMANDO
cli-value-lang = LINGUA
cli-value-record = RECORD
cli-value-input = INPUT
cli-value-dialect = NOTAZIONE
cli-value-file = FILE
cli-value-dir = CARTELLA
cli-value-px = PX
cli-value-name = NOME
cli-value-color = COLORE
cli-value-square = CASA
cli-value-fromto = MOSSA
cli-value-comment = COMMENTO
cli-value-text = TESTO
cli-value-length = LUNGHEZZA
cli-value-n = N
cli-value-template = MODELLO
cli-value-format = FORMATO
cli-value-shell = SHELL
cli-value-paper = CARTA
cli-value-frame = CORNICE
cli-value-k = K
cli-value-key = CHIAVE
cli-value-letters = LETTERE
cli-value-out = USCITA
cli-value-renderer = RENDERER
cli-value-supports = SUPPORTS
cli-value-url = URL
cli-value-value = VALORE
cli-value-what = COSA
cli-value-when = QUANDO
cli-value-where = DOVE
cli-value-words = PAROLE
cli-value-style = STILE
cli-value-ms = MS
cli-value-addr = INDIRIZZO
cli-value-mb = MB
cli-value-seconds = SECONDI
cli-value-walk = MOVIMENTO
cli-value-shape = FORMA
cli-value-degrees = GRADI
cli-error-unknown-command = `{ $name }` non è un comando di forsythe
cli-error-unknown-argument = argomento inatteso `{ $arg }`
cli-error-unquoted-fen = argomento inatteso `{ $arg }`: fa parte della FEN che lo precede, e una FEN contiene spazi, quindi va messa tra virgolette
cli-hint-quote-fen = scrivi: { $example }
cli-error-invalid-value = `{ $value }` non è un valore valido per `{ $arg }`
cli-error-missing-value = `{ $arg }` richiede un valore
cli-error-missing-arguments = { $count ->
        [one] manca un argomento obbligatorio: { $args }
       *[other] mancano argomenti obbligatori: { $args }
    }
cli-error-missing-command = `{ $command }` richiede un comando: { $commands }
cli-error-conflict = `{ $arg }` non si può usare insieme a { $others }
cli-error-repeated = `{ $arg }` si può indicare una volta sola
cli-error-equals = `{ $arg }` vuole il suo valore dopo un `=`
cli-error-too-many-values = valore inatteso `{ $value }` per `{ $arg }`
cli-error-value-count = `{ $arg }` richiede { $expected } valori, ma { $actual ->
        [one] ne è stato indicato 1
       *[other] ne sono stati indicati { $actual }
    }
cli-error-not-utf8 = un argomento non è UTF-8 valido
cli-error-other = la riga di comando non si può leggere
cli-hint-similar = forse intendevi `{ $name }`?
cli-hint-possible-values = valori possibili: { $values }
cli-hint-optional-values = { $option } si usa da solo, oppure seguito da uno di { $values } come parola successiva
cli-hint-as-value = per passare `{ $arg }` come valore, scrivi `{ $example }`
cli-hint-remove-dashes = `{ $name }` è un comando; per usarlo, togli il `--` che lo precede
cli-hint-whole-number = serve un numero intero
cli-hint-number-range = il numero è fuori dall'intervallo ammesso
cli-more-help = Per saperne di più, esegui `{ $command } --help`.
help-man-arg-command = Il comando di cui stampare la pagina (in mancanza, la pagina di forsythe stesso)
help-man-arg-dir = Scrive tutte le pagine (forsythe.1, forsythe-render.1, …) in questa cartella
cli-man-manual = Manuale di forsythe
cli-man-name = NOME
cli-man-synopsis = SINOSSI
cli-man-description = DESCRIZIONE
cli-man-exit-status = STATO DI USCITA
cli-man-see-also = VEDERE ANCHE
cli-man-see-page = Vedi { $page }.

err-dialect-unknown-fixed = `{ $text }` non è una notazione ammessa qui: indica un nome (en, de, it, fide, fr, es, pt, nl, pl, cs, sk, hu, ro, sv, da, no, fi, tr, ru, ffen, ffen-left, yacpdb, yacpdb-right, popeye, popeye-de, popeye-fr, unicode) oppure sei lettere per re, donna, torre, alfiere, cavallo e pedone

## serve

serve-listening = in ascolto su { $url } con { $workers ->
        [one] un thread di disegno
       *[other] { $workers } thread di disegno
    }
serve-stopping = arresto in corso: prima si completano le richieste in sospeso ({ $connections } connessioni aperte)
serve-err-bind = impossibile mettersi in ascolto su { $address }: { $reason }
serve-err-start = impossibile avviare il servizio: { $reason }
serve-err-address = `{ $text }` non è un indirizzo su cui ascoltare; indica un indirizzo IP come 127.0.0.1 o ::
serve-err-option-range = { $option } vale { $value }; deve essere compreso tra { $min } e { $max }
serve-err-param-repeated = `{ $key }` è indicato più volte, ma accetta un solo valore
serve-err-no-record = non c'è nessun record da disegnare; indicalo con `fen`
serve-err-param-bool = `{ $key }={ $value }` non è né sì né no; scrivi 1, true, yes oppure on, o invece 0, false, no oppure off
serve-err-param-number = `{ $key }={ $value }` non è un numero intero
serve-err-param-too-many = troppi valori per `{ $key }`; se ne accettano al massimo { $max }
serve-err-param-too-long = `{ $key }` ha { $length } caratteri; se ne disegnano al massimo { $max }
serve-err-param-square = `{ $key }={ $value }` non è una casa; indicane una come e4
serve-err-param-choice = `{ $key }={ $value }` non è un valore di { $key }; scrivi { $choices }
serve-err-unsupported = { $key } non è supportato da questa versione del programma
serve-err-not-in-service = `{ $key }` esiste solo sulla riga di comando; il servizio non legge file
serve-err-base = la posizione di partenza (`base`) non si può leggere: { $reason }
serve-err-not-a-record = `{ $text }` non è un record (frasi, titoli e mosse non vengono mai disegnati)
serve-err-too-small = un'immagine larga { $size } pixel non ha spazio per { $files } colonne; chiedi una larghezza maggiore
serve-err-image-too-large = un'immagine di { $width }×{ $height } pixel è troppo grande (al massimo 8192 per lato e 16 megapixel); chiedi una larghezza minore
serve-err-uri-too-long = la destinazione della richiesta ha { $length } byte; se ne leggono al massimo { $max }
serve-err-headers-too-large = le intestazioni della richiesta hanno { $length } byte; se ne leggono al massimo { $max }
serve-err-method = qui non si risponde a { $method }, solo a GET e HEAD
serve-err-body = questo servizio non accetta un corpo nella richiesta
serve-err-busy = tutti i thread di disegno sono occupati e la coda è piena; riprova tra un momento
serve-err-timeout = la richiesta ha richiesto più di { $seconds } secondi
serve-err-not-found = a { $path } non c'è nulla; il servizio risponde a { $paths }
serve-err-no-such-format = { $path } non viene disegnato qui: { $stem } esiste come { $paths }
serve-err-internal = non è stato possibile disegnare il diagramma per un errore interno
serve-hint-other-dialect = forse intendevi `dialect={ $code }` (notazione { $dialect })?
serve-hint-ambiguous = scegli la notazione con `dialect`, per esempio `dialect={ $code }`
serve-hint-notation-dialect = `notation` dice dove vanno le coordinate; per la notazione della posizione scrivi `dialect={ $value }`
serve-hint-strict = un avviso vale come errore (`strict`)
serve-hint-not-a-record = un record è una posizione in notazione Forsyth, FEN o EPD, per esempio `4k3/8/8/8/8/8/8/4K3 w`
serve-problem-bad-parameter = Un parametro non si può leggere
serve-problem-no-record = Nessun record
serve-problem-record = Il record non si può leggere
serve-problem-render = Il diagramma non si può disegnare
serve-problem-unsupported = Non supportato da questa versione
serve-problem-not-found = Non trovato
serve-problem-method-not-allowed = Metodo non consentito
serve-problem-body-not-allowed = Nessun corpo di richiesta ammesso
serve-problem-uri-too-long = Destinazione della richiesta troppo lunga
serve-problem-headers-too-large = Intestazioni troppo grandi
serve-problem-busy = Troppe richieste
serve-problem-timeout = La richiesta ha richiesto troppo tempo
serve-problem-internal = Errore interno
serve-page-title = Diagrammi di scacchi da FEN
serve-page-intro = Scrivi una posizione come stringa Forsyth, FEN o EPD, con le lettere dei pezzi di qualsiasi lingua. Il diagramma segue ciò che scrivi.
serve-page-record = Posizione
serve-page-record-help = Maiuscole per il Bianco, minuscole per il Nero, cifre per le case vuote, una barra tra le traverse.
serve-page-options = Diagramma
serve-page-notation = Notazione
serve-page-notation-auto = Riconosci (auto)
serve-page-theme = Colori
serve-page-theme-classic = Legno
serve-page-theme-blue = Blu
serve-page-theme-green = Verde
serve-page-theme-print = Stampa (grigio e bianco)
serve-page-theme-hatched = Tratteggiato (libri)
serve-page-theme-magazine = Rivista di problemi
serve-page-size = Dimensione
serve-page-flip = Nero in basso
serve-page-coordinates = Coordinate
serve-page-side-to-move = Mostra il tratto
serve-page-language = Lingua
serve-page-language-name = Italiano
serve-page-show = Mostra il diagramma
serve-page-diagram = Diagramma
serve-page-diagram-alt = Diagramma di scacchi: { $record }
serve-page-empty = Il diagramma compare qui non appena scrivi una posizione.
serve-page-clean = Letto senza avvisi.
serve-page-download = Scarica
serve-page-link = Indirizzo dell'immagine
serve-page-link-help = Usa questo indirizzo ovunque serva un'immagine: un messaggio in un forum, un CMS, Markdown. L'immagine di un indirizzo non cambia mai.
serve-page-copy = Copia
serve-page-copied = Copiato
serve-page-offline = Il servizio non è raggiungibile.
serve-page-use-dialect = Leggi nella notazione { $dialect }
serve-page-footer = Diagrammi disegnati da forsythe { $version }.
help-cmd-serve = Offre diagrammi via HTTP: indirizzi di immagini e una pagina in cui si scrive una posizione e si vede la scacchiera
help-serve-arg-bind = L'indirizzo IP su cui ascoltare (`0.0.0.0` o `::` per tutte le interfacce)
help-serve-arg-port = La porta su cui ascoltare (0 ne sceglie una libera)
help-serve-arg-workers = Thread che disegnano i diagrammi (predefinito: uno per core)
help-serve-arg-queue = Richieste che possono attendere un thread di disegno; oltre, la risposta è 429 Too Many Requests
help-serve-arg-cache-size = Memoria che i thread di disegno possono tenere per le immagini dei pezzi e le scacchiere vuote, in MB
help-serve-arg-header-timeout = Secondi che un client ha per inviare le intestazioni di una richiesta (anche il tempo per cui resta aperta una connessione inattiva)
help-serve-arg-request-timeout = Secondi che una richiesta può durare dopo la lettura delle intestazioni
help-serve-arg-port-file = Scrive in questo file l'indirizzo su cui il servizio ascolta (per esempio 127.0.0.1:8080)

## Il testo come lo si scrive

err-not-a-record = `{ $text }` non è né un file né un record
note-passed-over = { $file }: { $lines ->
        [one] una riga non è un record (riga { NUMBER($first, useGrouping: "false") }) ed è stata saltata
       *[other] { $lines } righe non sono record (titoli, mosse, testo; la prima è la riga { NUMBER($first, useGrouping: "false") }) e sono state saltate
    }
note-passed-over-kept = la riga di testo sopra un record è il suo {"{"}title{"}"} ({ $titles }), le mosse sotto la sua {"{"}solution{"}"} ({ $solutions })
warn-missing-semicolon = all’operazione EPD `{ $opcode }` manca il `;` prima di `{ $next }`; finisce lì
warn-spaced-ranks = le { $ranks } traverse sono separate da spazi e non da `/`; letto come `{ $meant }`
warn-standard-fields = la scacchiera ha { $height } traverse di { $width } case, ma i campi che seguono sono quelli degli scacchi ortodossi, la cui scacchiera ha 8 traverse di 8: una traversa di troppo o di meno?
note-eight-ranks = 64 case senza `/`: letto come 8 traverse di 8 case

# Documenti LaTeX e Typst: `forsythe latex`.
help-cmd-latex = Disegna i diagrammi che una compilazione LaTeX di un documento richiede (JOB.fsq) e scrive le risposte che la compilazione successiva legge (JOB.fsd)
help-latex-arg-job = Il job: il nome del documento senza .tex (JOB, JOB.tex e JOB.fsq indicano lo stesso)
help-arg-texts = Dove un diagramma di un documento LaTeX o Typst ha didascalia, dati del problema e legenda: document (composti nel carattere del documento; predefinito) oppure image (disegnati nell'immagine)
err-key-document-only = `{ $key }` esiste solo per i diagrammi dei documenti LaTeX e Typst
err-key-not-here = `{ $key }` non si può usare qui
latex-hint-run-latex = compila prima il documento con LaTeX: scrive { $job }.fsq, i diagrammi che richiede
latex-format = questo file non è stato scritto dal forsythe.sty di questa versione di forsythe (comincia con `{ $found }`); usa il pacchetto fornito con questo programma
latex-format-older = questo file di richieste è nel formato { $found }, e questo forsythe legge il formato { $format }: è stato scritto da un forsythe.sty più vecchio; sostituiscilo con il forsythe.sty fornito con questo programma (forsythe { $version }) e ricompila con LaTeX
latex-format-newer = questo file di richieste è nel formato { $found }, e questo forsythe (versione { $version }) legge il formato { $format }: è stato scritto da un forsythe.sty più recente; aggiorna forsythe alla versione di quel pacchetto, oppure usa il forsythe.sty fornito con questo programma
latex-bad-line = `{ $text }` non è una riga di un file di richieste
latex-unfinished = questa richiesta non ha fine (LaTeX si è fermato mentre la scriveva); ricompila con LaTeX
cli-value-job = JOB

## File di problemi (input di Popeye, raccolte YACPDB/olive)
warn-problem-unknown-keyword = `{ $word }` non è una parola chiave valida qui; viene saltata
warn-problem-ambiguous-keyword = `{ $word }` può indicare { $candidates }; scrivila per esteso. Viene saltata
warn-problem-ambiguous-piece = il codice di pezzo `{ $code }` indica più di un pezzo in questa lingua ({ $readings }); viene disegnato come { $drawn }, come lo legge Popeye
warn-problem-unknown-piece = `{ $code }` non è un codice di pezzo noto; il pezzo è disegnato come `?`
warn-problem-hunter = `{ $code }` è un cacciatore, senza figura propria; è disegnato come il suo pezzo in avanti, ruotato a destra
warn-problem-unknown-attribute = `{ $word }` non è né un colore né un attributo di pezzo; viene saltato
warn-problem-bad-square = `{ $text }` non è una casa della scacchiera; viene saltata
warn-problem-missing-square = il pezzo `{ $piece }` non ha una casa; viene saltato
warn-problem-unknown-condition = `{ $word }` non è una condizione nota a Popeye né una sua variante; viene stampata così com’è scritta
warn-problem-missing-value = `{ $keyword }` non è seguita da ciò che richiede; viene saltata
warn-problem-bad-twin = il gemello `{ $text }` non si può leggere; viene saltato
warn-problem-bad-value = `{ $found }` non si legge come { $field }; viene saltato
warn-problem-syntax = il file non è ben formato ({ $message }); si tiene ciò che si è potuto leggere
warn-problem-unexpected-end = il file finisce prima della parola chiave di fine; l’ultimo problema è letto fin dove arriva
warn-problem-text-after-end = il testo dopo la parola chiave di fine viene saltato
warn-problem-square-twice = due pezzi in { $square }; si tiene l’ultimo
warn-problem-no-pieces = il problema non ha pezzi
warn-problem-too-complex = qui liste e mappe sono annidate troppo a fondo, o gli alias ripetono troppo; l’eccesso viene saltato
warn-problem-not-a-problem = `{ $found }` non è un problema (un problema è una mappa di campi come `algebraic` e `stipulation`); viene saltato
warn-twin-no-piece = gemello { $twin }: in { $square } non c’è nessun pezzo; si disegna la posizione di partenza
warn-twin-off-board = gemello { $twin }: { $square } non è sulla scacchiera; si disegna la posizione di partenza
warn-twin-piece-outside = gemello { $twin }: il pezzo in { $square } uscirebbe dalla scacchiera; si disegna la posizione di partenza
# The LaTeX diagram package's environments, read (`{ $text }` is what was written).
latex-diagram-unknown-command = `{ $text }` non è un comando del pacchetto diagram che viene letto qui; viene saltato
latex-diagram-missing-argument = a `\{ $text }` manca l'argomento tra parentesi graffe; il comando viene saltato
latex-diagram-bad-piece = `{ $text }` non è un pezzo del pacchetto diagram (un colore w, s o n, una lettera di pezzo K D T L S B C E X, se serve una rotazione R U L, poi le case); viene omesso
latex-diagram-bad-square = `{ $text }` non è una casa (una lettera di colonna e una traversa, le traverse oltre la 9 tra graffe: `i{"{"}11{"}"}`); viene omessa
latex-diagram-off-board = { $text } è fuori dalla scacchiera; viene omessa
latex-diagram-occupied = { $text } è indicata due volte; vale la prima
latex-diagram-bad-size = `{ $text }` non è una dimensione di scacchiera (colonne x traverse, ciascuna da 1 a 26, come `10x8`); la scacchiera è 8×8
latex-diagram-long-text = `{ $text }` è troppo lungo per il testo di una casa (una o due lettere o cifre); viene omesso
latex-diagram-bad-grid-line = `{ $text }` non è una linea di griglia (`v` o `h`, poi colonna, traversa e lunghezza: `v217`); viene omessa
latex-diagram-bad-fen = `{ $text }` non è una posizione FEN su 8×8; viene omessa
latex-diagram-turn-ignored = il pacchetto diagram non ruota né cerchi né equisaltatori: la rotazione in `{ $text }` viene omessa
latex-diagram-stray-text = `{ $text }` non appartiene ad alcun comando del diagramma; viene saltato
latex-diagram-unclosed = il diagramma non ha `\end{"{"}diagram{"}"}`; viene letto fino al diagramma successivo o alla fine del file
latex-diagram-planes = le scacchiere a più piani (`{ $text }`) non vengono disegnate; l'ambiente viene saltato
# What the diagram package cannot write, by square.
latex-diagram-lost-marker = il pacchetto diagram non ha né croce, né quadrato, né triangolo: ciò che sta in { $squares } viene scritto come cerchio
latex-diagram-lost-eighth-turn = il pacchetto diagram ruota i pezzi solo di un quarto di giro alla volta: il cavallo in { $squares } viene scritto ruotato di 45° in meno
latex-diagram-lost-turn = il pacchetto diagram non ruota i cerchi e disegna l'equisaltatore solo diritto o ruotato a destra: { $squares } viene scritto così
latex-diagram-lost-unknown = il `?` in { $squares } non si può scrivere con il pacchetto diagram; viene omesso
latex-diagram-lost-shared-picture = l'immagine del pezzo in { $squares } rappresenta già un altro movimento; il diagramma non può dire il movimento del pezzo, né che non ne ha
latex-diagram-lost-attribute = il pacchetto diagram non ha segni per gli attributi dei pezzi (reale, semineutro, …): quelli dei pezzi in { $squares } vengono omessi
latex-diagram-lost-fields = il pacchetto diagram separa gli elementi di { $fields } con `;` (i temi con `,`): un elemento che ne contiene uno viene riletto come due
twin-rotate = rotazione { $degrees }°
twin-mirror = riflessione { $axis }
twin-shift = traslazione { $from }→{ $to }
twin-polish = scambio dei colori
twin-no-condition = senza condizione
# Un pezzo eterodosso o neutrale nella riga dei gemelli, col suo colore a parte: "Grillo del Nero".
twin-piece-side = { $side ->
        [white] { $piece } del Bianco
        [black] { $piece } del Nero
       *[neutral] { $piece } neutrale
    }
# I cambiamenti di un gemello a parole, per la descrizione di un problema.
describe-twin-piece = { $role ->
        [king] re
        [queen] donna
        [rook] torre
        [bishop] alfiere
        [knight] cavallo
       *[pawn] pedone
    } { $side ->
        [white] { $role ->
            [queen] bianca
            [rook] bianca
           *[other] bianco
        }
        [black] { $role ->
            [queen] nera
            [rook] nera
           *[other] nero
        }
       *[neutral] neutrale
    }
describe-twin-move = { $piece } da { $from } a { $to }
describe-twin-exchange = { $first } e { $second } si scambiano di posto
describe-twin-add = { $piece } in più in { $square }
describe-twin-remove = { $piece } in meno in { $square }
describe-twin-substitute = { $from } diventa { $to }
describe-twin-rotate = scacchiera ruotata di { $degrees }°
describe-twin-mirror = scacchiera riflessa, { $first } al posto di { $second }
describe-twin-shift = tutti i pezzi spostati come da { $from } a { $to }
describe-twin-polish = colori scambiati e scacchiera riflessa (tipo polacco)
describe-twin-stipulation = condizione di gioco { $text }
describe-twin-condition = condizioni { $text }
describe-twin-continued = { $label } (dal gemello precedente)

# A move in English letters inside a game written in another language's letters.
warn-game-english-move = `{ $move }` è scritta con le lettere inglesi in una partita nella notazione { $language }; la mossa è letta in inglese
warn-game-stray-brace = una `{"}"}` che non chiude alcun commento viene saltata; la partita prosegue dopo di essa
note-game-prose-after = la partita termina con la sua ultima mossa: il testo che segue è prosa e viene saltato
err-game-english-move-strict = `{ $move }` è scritta con le lettere inglesi in una partita nella notazione { $language }, quindi la partita è rifiutata (--strict)

## La guida: l'ultima riga dell'aiuto del programma e di ogni comando

help-guide = La guida (in inglese): `docs/src/introduction.md` nei sorgenti di forsythe. `mdbook build docs` ne fa un sito web.
help-guide-render = La guida (in inglese): `docs/src/render.md` nei sorgenti di forsythe.
help-guide-batch = La guida (in inglese): `docs/src/batch.md` nei sorgenti di forsythe.
help-guide-translate = La guida (in inglese): `docs/src/translate.md` nei sorgenti di forsythe.
help-guide-describe = La guida (in inglese): `docs/src/describe.md` nei sorgenti di forsythe.
help-guide-dialects = La guida (in inglese): `docs/src/dialects.md` nei sorgenti di forsythe.
help-guide-completions = La guida (in inglese): `docs/src/completions.md` nei sorgenti di forsythe.
help-guide-man = La guida (in inglese): `docs/src/completions.md` nei sorgenti di forsythe.
help-guide-markdown = La guida (in inglese): `docs/src/markdown.md` nei sorgenti di forsythe.
help-guide-mdbook = La guida (in inglese): `docs/src/mdbook.md` nei sorgenti di forsythe.
help-guide-block = La guida (in inglese): `docs/src/blocks.md` nei sorgenti di forsythe.
help-guide-latex = La guida (in inglese): `docs/src/hosts/latex.md` nei sorgenti di forsythe.
help-guide-serve = La guida (in inglese): `docs/src/serve.md` nei sorgenti di forsythe.

## The board editor on the page of `forsythe serve`

serve-edit-heading = Editor della scacchiera
serve-edit-help = Un clic su una casa vi mette il pezzo scelto; il clic destro o il tasto Canc la svuota, e si può trascinare un pezzo dalla tavolozza o da un’altra casa. Da tastiera: le frecce passano da una casa all’altra, le lettere della notazione scelta mettono i pezzi (maiuscole per il Bianco), Invio mette il pezzo scelto, `-` un buco e `?` una casa sconosciuta.
serve-edit-tools = Strumenti della scacchiera
serve-edit-start = Posizione iniziale
serve-edit-clear = Svuota
serve-edit-flip = Capovolgi
serve-edit-swap = Scambia i colori
serve-edit-undo = Annulla
serve-edit-redo = Ripeti
serve-edit-board = Scacchiera
serve-edit-width = Colonne
serve-edit-height = Traverse
serve-edit-palette = Pezzi
serve-edit-fairy = Pezzo eterodosso
serve-edit-shape = Pezzo o andatura
serve-edit-shapes = Forme
serve-edit-walks = Andature (Popeye)
serve-edit-side = Colore
serve-edit-turn = Rotazione
serve-edit-use-fairy = Usa questo pezzo
serve-edit-fields = Posizione
serve-edit-to-move = Tratto
serve-edit-to-move-none = non detto
serve-edit-castling = Arrocco
serve-edit-en-passant = En passant
serve-edit-changes = Modifiche da questa posizione
serve-edit-changes-help = Tiene la scacchiera com’è ora: la posizione si scrive poi come ciò che è cambiato da allora, con `.` per ogni casa rimasta uguale. Un altro clic comincia il passo seguente dalla scacchiera di quel momento.
serve-edit-changes-off = Posizione intera
serve-edit-copy = Copia come
serve-edit-export-markdown = blocco Markdown
serve-edit-export-latex = LaTeX
serve-edit-export-typst = Typst
serve-edit-export-popeye = pezzi Popeye
serve-edit-export-olive = voce olive
serve-edit-export-size = Dimensione dell’immagine (px)
serve-edit-empty = casa vuota
serve-edit-hole = buco
serve-edit-unknown = casa sconosciuta
serve-edit-piece = { $name } ({ $side ->
        [white] Bianco
        [neutral] neutro
       *[black] Nero
    })
serve-edit-side-name = { $side ->
        [white] Bianco
        [neutral] Neutro
       *[black] Nero
    }
serve-edit-square = { $square }, { $content }
serve-edit-too-long = un valore della richiesta dell’editor supera { $max } caratteri
serve-edit-bad-board = la scacchiera dell’editor non si può leggere
