# forsythe — messaggi in italiano

## Etichette dei messaggi diagnostici

severity-error = errore
severity-warning = avviso
severity-note = nota
severity-hint = suggerimento
location-line-column = riga { $line }, colonna { $column }
location-column = colonna { $column }
location-line = riga { $line }

## Nomi usati all'interno dei messaggi

color-white = Bianco
color-black = Nero
piece-king = Re
piece-queen = Donna
piece-rook = Torre
piece-bishop = Alfiere
piece-knight = Cavallo
piece-pawn = Pedone
dialect-en = inglese
dialect-de = tedesca
dialect-it = italiana
dialect-fide = FIDE
dialect-fr = francese
dialect-custom = personalizzata ({ $letters })
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
warn-unknown-characters = { $count } caratteri non indicano alcun pezzo nella notazione { $dialect } ({ $chars }); vengono disegnati come `?`
warn-short-rank = la traversa { $rank } ha { $squares ->
        [one] { $squares } casa
       *[other] { $squares } case
    }, ma la scacchiera ha { $width } colonne; { $missing ->
        [one] l'ultima casa resta invariata (vuota su una scacchiera nuova)
       *[other] le ultime { $missing } case restano invariate (vuote su una scacchiera nuova)
    }
warn-empty-rank = la traversa { $rank } è vuota; le sue { $width } case restano invariate (vuote su una scacchiera nuova)
warn-fullmove-zero = il numero della mossa 0 non è ammesso (le mosse si contano da 1); viene mantenuto così com'è scritto
hint-other-dialect = forse intendevi `--dialect { $code }` (notazione { $dialect })?

## Errori nei dati in ingresso

err-empty-placement = manca la disposizione dei pezzi
err-line-too-long = la riga ha { $bytes } byte; un record ne ha al massimo { $max }
err-no-squares = la disposizione dei pezzi non contiene alcuna casa
err-too-wide = la traversa { $row } (contando dall'alto) ha più di { $max } case
err-too-tall = la scacchiera ha più di { $max } traverse
err-bad-field = il campo { $number } ({ $field }) è `{ $text }`; ci si aspettava { $expected }
err-unterminated-operation = l'operazione EPD `{ $opcode }` non termina con `;`
err-unterminated-string = a un operando EPD tra virgolette manca la virgoletta di chiusura `"`
err-bad-opcode = `{ $text }` non è un codice operativo EPD; un codice operativo inizia con una lettera e contiene solo lettere, cifre e `_`
err-bad-operand = l'operando di `{ $opcode }` è `{ $text }`; ci si aspettava un numero intero
err-trailing-text = testo inatteso `{ $text }` dopo il numero della mossa
err-ambiguous = la notazione è ambigua: `{ $letter }` può indicare { $readings }
err-ambiguous-reading = { $piece } (notazione { $dialect })
hint-ambiguous = scegli la notazione con `--dialect`, per esempio `--dialect { $code }`
err-not-utf8 = la riga non è UTF-8 valido (byte { $offset } della riga)

## Note sul riconoscimento automatico della notazione

note-auto-only = letto nella notazione { $dialect }: è l'unica che riconosce tutte le lettere
note-auto-plausible = letto nella notazione { $dialect }; notazioni scartate: { $reasons }
reason-pawn-on-edge = { $dialect } (un Pedone in { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] Re bianchi
       *[black] Re neri
    })

## Errori della riga di comando e del sistema

err-dialect-unknown = `{ $text }` non è una notazione: indica un nome (en, de, it, fide, fr, auto) oppure sei lettere per Re, Donna, Torre, Alfiere, Cavallo e Pedone
err-dialect-not-letter = `{ $text }`: `{ $char }` non è una lettera con una forma maiuscola e una minuscola
err-dialect-repeated = `{ $text }`: la lettera `{ $char }` indica due pezzi
err-base = impossibile leggere la posizione di base indicata con --base
err-read-input = impossibile leggere { $path }: { $reason }
err-write-output = impossibile scrivere { $path }: { $reason }
stdin-name = standard input
stdout-name = standard output

## Diagrammi

err-theme = `{ $name }` non è un tema; scegli classic, blue, green o print
err-color = `{ $text }` non è un colore; scrivilo in esadecimale CSS, come #b38760 o #fff
err-size = un'immagine larga { $size } pixel non è ammessa; la larghezza deve essere compresa tra { $min } e { $max }
err-too-small = un'immagine larga { $size } pixel non ha spazio per { $files } colonne; indica un --size maggiore
err-caption-too-long = una didascalia di { $length } caratteri è troppo lunga; se ne disegnano al massimo { $max }
err-image-too-large = un'immagine di { $width }×{ $height } pixel è troppo grande (al massimo 8192 per lato e 16 megapixel); indica una --size più piccola
err-mark = `{ $text }` non è un segno; indica una casa come e4, o e2e4 per una freccia, eventualmente con :COLORE
err-mark-color = `{ $text }` non è un colore per un segno; usa green, red, yellow, blue o un esadecimale CSS
err-mark-off-board = la casa { $square } di un segno non è sulla scacchiera
err-square-size = `{ $text }` non è una dimensione di casa; indica una lunghezza come 20pt, 7mm, 0.8cm o 0.3in
err-dpi = una risoluzione di { $dpi } dpi non è possibile; indica da 1 a 10000
err-encode = impossibile codificare il PNG: { $reason }
err-format-stdout = per scrivere sullo standard output serve --format svg o --format png
err-format-unknown = impossibile dedurre il formato da { $path }; dai al file l'estensione .svg o .png, oppure indica --format
err-no-record = non c'è alcun record da disegnare
err-one-record = render disegna un solo record, ma la riga { $line } ne contiene un altro; per più record usa `forsythe batch`
err-piece-missing = manca il file del pezzo { $path }
err-piece-unreadable = impossibile leggere il file del pezzo { $path }: { $reason }
err-piece-too-large = il file del pezzo { $path } occupa { $reason } byte; se ne legge al massimo 1 MiB
err-piece-invalid = il file del pezzo { $path } non è un SVG utilizzabile: { $reason }
err-piece-empty = il file del pezzo { $path } non disegna nulla

## Il comando forsythe dialects

dialects-heading-piece = Pezzo
dialects-heading-code = Codice

## Didascalie sotto il diagramma

caption-side-white = Il Bianco muove
caption-side-black = Il Nero muove
caption-count = ({ $white }+{ $black })
warn-caption-side = il record non indica chi ha il tratto, quindi la didascalia non può indicarlo

## Testi di aiuto della riga di comando

help-about = Diagrammi scacchistici (SVG, PNG, PDF) da Forsyth, FEN ed EPD, in molte notazioni
help-exit-codes = Codici di uscita: 0 tutti i record sono stati letti; 1 un record conteneva un errore (gli altri vengono comunque elaborati); 2 la riga di comando è stata usata in modo errato; 130 un'elaborazione in serie è stata interrotta (i diagrammi finiti restano).
help-cmd-render = Disegna un record come diagramma (SVG, PNG o PDF)
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
help-arg-from = Notazione dell'input: en, de, it, fide, fr, sei lettere (nell'ordine K Q R B N P) oppure auto
help-arg-dialect = Notazione dell'input: en, de, it, fide, fr, sei lettere (nell'ordine K Q R B N P) oppure auto
help-arg-to = Notazione dell'output: en, de, it, fide, fr oppure sei lettere
help-arg-output = Dove scrivere il diagramma (`-` per lo standard output, che richiede --format)
help-arg-format = svg, png o pdf; per impostazione predefinita, in base all'estensione del file di output
help-arg-size = Larghezza dell'immagine in pixel (da 16 a 4096)
help-arg-flip = Disegna la scacchiera dal lato del Nero
help-arg-coordinates = Lettere delle colonne e numeri delle traverse accanto alla scacchiera (predefinito)
help-arg-no-coordinates = Niente lettere delle colonne né numeri delle traverse
help-arg-side-to-move = Un dischetto accanto alla scacchiera, dalla parte di chi ha il tratto, se il record lo indica
help-arg-theme = Colori: classic, blue, green o print
help-arg-light = Colore delle case chiare (esadecimale CSS, come #eed7b3)
help-arg-dark = Colore delle case scure (esadecimale CSS, come #b38760)
help-arg-transparent = Nessuno sfondo intorno alla scacchiera e nei buchi
help-arg-pieces = Una cartella con i dodici disegni dei pezzi wK.svg … bP.svg
help-arg-caption = Una riga sotto la scacchiera: `side` (chi muove), `count` (pezzi, bianchi+neri) o un testo qualsiasi, in cui {"{"}side{"}"} e {"{"}count{"}"} vengono sostituiti; si può indicare più volte
help-arg-mark = Colora una casa, per esempio e4 o e4:red (green, red, yellow, blue o esadecimale CSS); ripetibile
help-arg-circle = Disegna un cerchio su una casa, per esempio d5:blue; ripetibile
help-arg-cross = Disegna una croce su una casa, per esempio f7:red; ripetibile
help-arg-arrow = Disegna una freccia, per esempio e2e4 o g1f3:blue (una mossa di Cavallo è spezzata); ripetibile
help-arg-chessbase = Segni nella sintassi dei commenti di ChessBase, per esempio "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = Il lato di una casa in SVG e PDF, per esempio 20pt, 7mm o 0.3in (con --dpi, anche la dimensione del PNG)
help-arg-dpi = La risoluzione scritta nei file PNG; con --square-size determina la dimensione dell'immagine
help-arg-stipulation = La condizione di un problema, per esempio "#2", in basso a sinistra, con il conteggio dei pezzi in basso a destra
help-arg-author = L'autore di un problema, sopra la scacchiera
help-arg-source = La fonte di un problema, sopra la scacchiera sotto l'autore
help-arg-shell = La shell: bash, zsh, fish, powershell o elvish

## Disegno in serie

help-cmd-batch = Disegna ogni record di uno o più file (righe di record, o PGN) in una cartella
help-batch-arg-files = File di record, uno per riga, o partite PGN (`-` per lo standard input)
help-batch-arg-output = La cartella dei diagrammi (creata se non esiste)
help-batch-arg-format = svg, png o pdf; indica --format più volte per più formati; predefinito: png
help-arg-name = Nomi dei file: {"{"}n{"}"} il numero del record (larghezza fissa con {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}
help-arg-overlay = Le case `.` e le traverse incomplete di ogni record mantengono la scacchiera del record precedente
help-arg-fail-fast = Si ferma al primo record con un errore
help-arg-jobs = Quanti diagrammi disegnare contemporaneamente (predefinito: uno per core)
help-arg-manifest = Il formato di DIR/manifest: json o csv
help-arg-latex = Scrive anche un file LaTeX con una figura per diagramma
help-arg-html = Scrive anche una pagina HTML con tutti i diagrammi, per la correzione delle bozze
help-arg-pdf-book = Scrive anche tutti i diagrammi in un unico PDF, a griglia su ogni pagina, ciascuno con il suo numero
help-arg-per-page = Diagrammi per pagina del libro PDF (su due colonne)
help-arg-paper = Formato della carta del libro PDF: a4 o letter
location-file-line = { $file }, riga { $line }
err-batch-dir = impossibile usare la cartella { $path }: { $reason }
err-name-template = il modello di nome `{ $template }` contiene un segnaposto sconosciuto `{ $name }`; usa {"{"}n{"}"}, {"{"}line{"}"}, {"{"}id{"}"} o {"{"}stem{"}"}
err-name-clash = i record di { $first } e di { $second } verrebbero scritti entrambi in { $name }; scegli un --name che li distingua
err-jobs = --jobs deve essere compreso tra 1 e { $max }
err-per-page = --per-page deve essere da 1 a { $max }
err-pgn-fen = impossibile leggere il tag FEN della partita
batch-summary = { $rendered ->
        [one] { $rendered } diagramma scritto
       *[other] { $rendered } diagrammi scritti
    }, { $failed ->
        [one] { $failed } non riuscito
       *[other] { $failed } non riusciti
    }, { $warnings ->
        [one] { $warnings } avviso
       *[other] { $warnings } avvisi
    }, in { $seconds } s
batch-stopped = interrotto al primo errore (--fail-fast)
batch-interrupted = interrotto: i diagrammi già finiti sono scritti per intero ed elencati nel manifesto
html-title = Diagrammi
html-lang = it
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
err-dialect-unknown-fixed = `{ $text }` non è una notazione ammessa qui: indica un nome (en, de, it, fide, fr) oppure sei lettere per re, donna, torre, alfiere, cavallo e pedone

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
serve-err-param-unknown = `{ $key }` non è un parametro di questo servizio
serve-err-param-unknown-suggest = `{ $key }` non è un parametro di questo servizio; forse intendevi `{ $suggestion }`?
serve-err-param-repeated = `{ $key }` è indicato più volte, ma accetta un solo valore
serve-err-no-record = non c'è nessun record da disegnare; indicalo con `fen`
serve-err-param-bool = `{ $key }={ $value }` non è né sì né no; scrivi 1, true, yes oppure on, o invece 0, false, no oppure off
serve-err-param-number = `{ $key }={ $value }` non è un numero intero
serve-err-param-too-many = troppi valori per `{ $key }`; se ne accettano al massimo { $max }
serve-err-param-too-long = `{ $key }` ha { $length } caratteri; se ne disegnano al massimo { $max }
serve-err-param-square = `{ $key }={ $value }` non è una casa; indicane una come e4
serve-err-param-move = `{ $key }={ $value }` non è una mossa; scrivila come e2e4 o e7e8q
serve-err-board-colors = `{ $value }` qui non è un tema di colori; scegli lichess-brown, lichess-blue o wikipedia
serve-err-unsupported = { $key } non è supportato da questa versione del programma
serve-err-not-in-service = `{ $key }` esiste solo sulla riga di comando; il servizio non legge file
serve-err-base = la posizione di partenza (`base`) non si può leggere: { $reason }
serve-err-too-small = un'immagine larga { $size } pixel non ha spazio per { $files } colonne; chiedi una larghezza maggiore
serve-err-image-too-large = un'immagine di { $width }×{ $height } pixel è troppo grande (al massimo 8192 per lato e 16 megapixel); chiedi una larghezza minore
serve-err-uri-too-long = la destinazione della richiesta ha { $length } byte; se ne leggono al massimo { $max }
serve-err-headers-too-large = le intestazioni della richiesta hanno { $length } byte; se ne leggono al massimo { $max }
serve-err-method = qui non si risponde a { $method }, solo a GET e HEAD
serve-err-body = questo servizio non accetta un corpo nella richiesta
serve-err-busy = tutti i thread di disegno sono occupati e la coda è piena; riprova tra un momento
serve-err-timeout = la richiesta ha richiesto più di { $seconds } secondi
serve-err-not-found = a { $path } non c'è nulla
serve-err-internal = non è stato possibile disegnare il diagramma per un errore interno
serve-hint-other-dialect = forse intendevi `dialect={ $code }` (notazione { $dialect })?
serve-hint-ambiguous = scegli la notazione con `dialect`, per esempio `dialect={ $code }`
serve-hint-strict = un avviso vale come errore (`strict`)
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
