# forsythe — English messages (the complete set; every other language falls back to it).

## Labels of the diagnostics

severity-error = error
severity-warning = warning
severity-note = note
severity-hint = hint
location-line-column = line { $line }, column { $column }
location-column = column { $column }
location-line = line { $line }

## Names used inside messages

color-white = White
color-black = Black
piece-king = king
piece-queen = queen
piece-rook = rook
piece-bishop = bishop
piece-knight = knight
piece-pawn = pawn
dialect-en = English
dialect-de = German
dialect-it = Italian
dialect-fide = FIDE
dialect-fr = French
dialect-custom = custom ({ $letters })
field-placement = piece placement
field-side-to-move = side to move
field-castling = castling rights
field-en-passant = en-passant square
field-halfmove-clock = half-move clock
field-fullmove-number = full-move number
field-operations = EPD operations
expected-side-to-move = `w` or `b`
expected-castling = `-` or the letters `KQkq`, each at most once
expected-en-passant = `-` or a square on the third or sixth rank, such as `e3`
expected-halfmove-clock = a whole number, 0 or more
expected-fullmove-number = a whole number, 1 or more
expected-operations = an EPD operation

## Warnings about the input

warn-unknown-character = `{ $char }` in rank { $rank } is no piece letter in { $dialect } notation; it is drawn as `?`
warn-unknown-characters = { $count } characters are no piece letters in { $dialect } notation ({ $chars }); they are drawn as `?`
warn-short-rank = rank { $rank } has { $squares } squares but the board is { $width } wide; { $missing ->
        [one] the last square stays
       *[other] the last { $missing } squares stay
    } unchanged (empty on a fresh board)
warn-empty-rank = rank { $rank } is empty; its { $width } squares stay unchanged (empty on a fresh board)
warn-fullmove-zero = the full-move number 0 is not allowed (moves are counted from 1); it is kept as written
hint-other-dialect = did you mean `--dialect { $code }` ({ $dialect } notation)?

## Errors in the input

err-empty-placement = the piece placement is missing
err-line-too-long = the line has { $bytes } bytes; a record has at most { $max }
err-no-squares = the piece placement has no squares
err-too-wide = rank { $row } from the top is wider than { $max } squares
err-too-tall = the board has more than { $max } ranks
err-bad-field = field { $number } ({ $field }) is `{ $text }`; expected { $expected }
err-unterminated-operation = the EPD operation `{ $opcode }` does not end with `;`
err-unterminated-string = a quoted EPD operand has no closing `"`
err-bad-opcode = `{ $text }` is no EPD opcode; an opcode starts with a letter and holds only letters, digits and `_`
err-bad-operand = the operand of `{ $opcode }` is `{ $text }`; expected a whole number
err-trailing-text = unexpected `{ $text }` after the full-move number
err-ambiguous = the notation is ambiguous: `{ $letter }` is { $readings }
err-ambiguous-reading = a { $piece } in { $dialect }
hint-ambiguous = choose the notation with `--dialect`, for example `--dialect { $code }`
err-not-utf8 = the line is not valid UTF-8 (byte { $offset } of the line)

## Notes on automatic dialect detection

note-auto-only = read in { $dialect } notation: it is the only one that knows every letter
note-auto-plausible = read in { $dialect } notation; set aside: { $reasons }
reason-pawn-on-edge = { $dialect } (a pawn on { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] white
       *[black] black
    } kings)

## Errors of the command line and the system

err-dialect-unknown = `{ $text }` is no notation: give a name (en, de, it, fide, fr, auto) or six letters for king, queen, rook, bishop, knight and pawn
err-dialect-not-letter = `{ $text }`: `{ $char }` is not a letter with an upper and a lower case
err-dialect-repeated = `{ $text }`: the letter `{ $char }` stands for two pieces
err-base = the base position given with --base cannot be read
err-read-input = cannot read { $path }: { $reason }
err-write-output = cannot write { $path }: { $reason }
stdin-name = standard input
stdout-name = standard output

## Diagrams

err-theme = `{ $name }` is no theme; choose classic, blue, green or print
err-color = `{ $text }` is no colour; write it as CSS hex, such as #b38760 or #fff
err-size = an image { $size } pixels wide is not possible; the size must be { $min } to { $max }
err-too-small = an image { $size } pixels wide has no room for { $files } files; give a larger --size
err-caption-too-long = a caption of { $length } characters is too long; at most { $max } are drawn
err-image-too-large = an image of { $width }×{ $height } pixels is too large (at most 8192 a side and 16 megapixels); give a smaller --size
err-mark = `{ $text }` is no mark; write a square such as e4, or e2e4 for an arrow, optionally with :COLOR
err-mark-color = `{ $text }` is no colour for a mark; use green, red, yellow, blue or CSS hex
err-mark-off-board = the square { $square } of a mark is not on the board
err-square-size = `{ $text }` is no square size; write a length such as 20pt, 7mm, 0.8cm or 0.3in
err-dpi = a resolution of { $dpi } dpi is not possible; give 1 to 10000
err-encode = the PNG could not be encoded: { $reason }
err-format-stdout = writing to standard output needs --format svg or --format png
err-format-unknown = cannot tell the format from { $path }; name the file .svg or .png, or give --format
err-no-record = there is no record to draw
err-one-record = render draws one record, but line { $line } holds another; use `forsythe batch` for many
err-piece-missing = the piece file { $path } is missing
err-piece-unreadable = cannot read the piece file { $path }: { $reason }
err-piece-too-large = the piece file { $path } has { $reason } bytes; at most 1 MiB is read
err-piece-invalid = the piece file { $path } is no usable SVG: { $reason }
err-piece-empty = the piece file { $path } draws nothing

## forsythe dialects

dialects-heading-piece = Piece
dialects-heading-code = code

## Captions drawn under the diagram

caption-side-white = White to move
caption-side-black = Black to move
caption-count = ({ $white }+{ $black })
warn-caption-side = the record does not say who moves, so the caption has no side to move

## Help texts of the command line

help-about = Chess diagrams (SVG, PNG, PDF) from Forsyth, FEN and EPD, in many notations
help-exit-codes = Exit codes: 0 every record was read; 1 a record had an error (the others are still done); 2 the command line was misused; 130 a batch was interrupted (the finished diagrams are kept).
help-cmd-render = Draw one record as a diagram (SVG, PNG or PDF)
help-cmd-translate = Write records with their placement in another notation
help-cmd-dialects = Print the piece letters of every notation
help-cmd-completions = Print a completion script for a shell
help-cmd-man = Print the manual page (roff)
help-arg-lang = Language of messages: en, de, it, nl, fr (default from LC_ALL, LC_MESSAGES, LANG)
help-arg-quiet = Print no warnings or notes, only errors
help-arg-strict = Treat warnings (unknown characters, short ranks) as errors
help-arg-merge-digits = Read a run of digits as one number (`10` is ten empty squares)
help-arg-base = Lay the input over this position first (a record in the input's notation, or `start`)
help-arg-input = A record (Forsyth, FEN or EPD); without it, or with `-`, one record a line from standard input
help-render-arg-input = The record to draw (Forsyth, FEN or EPD); without it, or with `-`, read from standard input
help-arg-from = Notation of the input: en, de, it, fide, fr, six letters (in the order K Q R B N P), or auto
help-arg-dialect = Notation of the input: en, de, it, fide, fr, six letters (in the order K Q R B N P), or auto
help-arg-to = Notation of the output: en, de, it, fide, fr, or six letters
help-arg-output = Where to write the diagram (`-` for standard output, which needs --format)
help-arg-format = svg, png or pdf; by default from the output file's extension
help-arg-size = Width of the image in pixels (16 to 4096)
help-arg-flip = Draw the board from Black's side
help-arg-coordinates = File letters and rank numbers beside the board (the default)
help-arg-no-coordinates = No file letters or rank numbers
help-arg-side-to-move = A disc beside the board on the side to move, when the record says who moves
help-arg-theme = Colours: classic, blue, green or print
help-arg-light = Colour of the light squares (CSS hex, such as #eed7b3)
help-arg-dark = Colour of the dark squares (CSS hex, such as #b38760)
help-arg-transparent = No background around the board and in holes
help-arg-pieces = A folder with the twelve piece drawings wK.svg … bP.svg
help-arg-caption = A line under the board: `side` (who moves), `count` (pieces, white+black), or any text, in which {"{"}side{"}"} and {"{"}count{"}"} are replaced; may be given more than once
help-arg-mark = Tint a square, such as e4 or e4:red (green, red, yellow, blue or CSS hex); may be repeated
help-arg-circle = Draw a ring on a square, such as d5:blue; may be repeated
help-arg-cross = Draw an X on a square, such as f7:red; may be repeated
help-arg-arrow = Draw an arrow, such as e2e4 or g1f3:blue (a knight's move is bent); may be repeated
help-arg-chessbase = Marks in ChessBase comment syntax, such as "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = The side of a square in SVG and PDF output, such as 20pt, 7mm or 0.3in (with --dpi, also the PNG size)
help-arg-dpi = The resolution written into PNG files; with --square-size it sets the image size
help-arg-stipulation = A problem's stipulation, such as "#2", drawn at the lower left with the piece count at the lower right
help-arg-author = A problem's composer, drawn above the board
help-arg-source = Where a problem was published, drawn above the board under the author
help-arg-shell = The shell: bash, zsh, fish, powershell or elvish

## Batch rendering

help-cmd-batch = Draw every record of one or more files (lines of records, or PGN) into a folder
help-batch-arg-files = Files of records, one a line, or PGN games (`-` for standard input)
help-batch-arg-output = The folder for the diagrams (made if it does not exist)
help-batch-arg-format = svg, png or pdf; give --format more than once for several; by default png
help-arg-name = File names: {"{"}n{"}"} the record's number (width as {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}
help-arg-overlay = Each record's `.` squares and short ranks keep the previous record's board
help-arg-fail-fast = Stop at the first record with an error
help-arg-jobs = How many diagrams to draw at once (default: every core)
help-arg-manifest = The format of DIR/manifest: json or csv
help-arg-latex = Also write a LaTeX file with one figure per diagram
help-arg-html = Also write an HTML contact sheet of every diagram, for proof-reading
help-arg-pdf-book = Also write every diagram into one PDF, a grid per page, each with its number
help-arg-per-page = Diagrams on a page of the PDF book (in two columns)
help-arg-paper = Paper of the PDF book: a4 or letter
location-file-line = { $file }, line { $line }
err-batch-dir = cannot use the folder { $path }: { $reason }
err-name-template = the name template `{ $template }` has an unknown placeholder `{ $name }`; use {"{"}n{"}"}, {"{"}line{"}"}, {"{"}id{"}"} or {"{"}stem{"}"}
err-name-clash = the records at { $first } and at { $second } would both be written to { $name }; choose a --name that tells them apart
err-jobs = --jobs must be 1 to { $max }
err-per-page = --per-page must be 1 to { $max }
err-pgn-fen = the game's FEN tag cannot be read
batch-summary = { $rendered ->
        [one] 1 diagram written
       *[other] { $rendered } diagrams written
    }, { $failed } failed, { $warnings ->
        [one] 1 warning
       *[other] { $warnings } warnings
    }, in { $seconds } s
batch-stopped = stopped at the first error (--fail-fast)
batch-interrupted = interrupted: the diagrams finished so far are written whole and listed in the manifest
html-title = Diagrams
html-lang = en
hint-strict-failed = a warning counts as an error (--strict)
html-record = Record
html-file = File

## Records read generously: what is left out or taken as meant

warn-bad-field = field { $number } ({ $field }) is `{ $text }`; expected { $expected }; it is left out
warn-missing-field = field { $number } ({ $field }) is missing; what follows is read as the next field
warn-stray-semicolon = a `;` that ends no EPD operation; it is left out
warn-unterminated-operation = the EPD operation `{ $opcode }` does not end with `;`; it is read to the end of the line
warn-unterminated-string = a quoted EPD operand has no closing `"`; the rest of the line is the operand
warn-bad-opcode = `{ $text }` is not an EPD opcode (an opcode starts with a letter and holds only letters, digits and `_`); it is left out
warn-bad-operand = the operand of `{ $opcode }` is `{ $text }`, not a whole number; the operation is kept, but gives no move count
warn-long-rank = rank { $rank } has { $squares } squares but the others have { $width }; { $extra ->
        [one] the last square is
       *[other] the last { $extra } squares are
    } left out
warn-missing-slash = a `/` is missing before rank { $rank }? The ranks have { $width } squares, so the rank is read as two
err-dialect-unknown-fixed = `{ $text }` is not a notation here: give a name (en, de, it, fide, fr) or six letters for king, queen, rook, bishop, knight and pawn

## serve

serve-listening = listening on { $url } with { $workers ->
        [one] one drawing thread
       *[other] { $workers } drawing threads
    }
serve-stopping = stopping: the requests in flight are finished first ({ $connections } connections open)
serve-err-bind = cannot listen on { $address }: { $reason }
serve-err-start = cannot start the service: { $reason }
serve-err-address = `{ $text }` is no address to listen on; give an IP address such as 127.0.0.1 or ::
serve-err-option-range = { $option } is { $value }; it must be { $min } to { $max }
serve-err-param-unknown = `{ $key }` is no parameter of this service
serve-err-param-unknown-suggest = `{ $key }` is no parameter of this service; did you mean `{ $suggestion }`?
serve-err-param-repeated = `{ $key }` is given more than once, but takes one value
serve-err-no-record = there is no record to draw; give it as `fen`
serve-err-param-bool = `{ $key }={ $value }` is neither yes nor no; write 1, true, yes or on, or 0, false, no or off
serve-err-param-number = `{ $key }={ $value }` is no whole number
serve-err-param-too-many = too many values of `{ $key }`; at most { $max } are taken
serve-err-param-too-long = `{ $key }` has { $length } characters; at most { $max } are drawn
serve-err-param-square = `{ $key }={ $value }` is no square; write one such as e4
serve-err-param-move = `{ $key }={ $value }` is no move; write one such as e2e4 or e7e8q
serve-err-board-colors = `{ $value }` is no colour theme here; choose lichess-brown, lichess-blue or wikipedia
serve-err-unsupported = { $key } is not supported by this build
serve-err-not-in-service = `{ $key }` is an option of the command line only; the service reads no files
serve-err-base = the base position (`base`) cannot be read: { $reason }
serve-err-too-small = an image { $size } pixels wide has no room for { $files } files; ask for a larger size
serve-err-image-too-large = an image of { $width }×{ $height } pixels is too large (at most 8192 a side and 16 megapixels); ask for a smaller size
serve-err-uri-too-long = the request target has { $length } bytes; at most { $max } are read
serve-err-headers-too-large = the request's header fields have { $length } bytes; at most { $max } are read
serve-err-method = { $method } is not answered here, only GET and HEAD
serve-err-body = this service takes no request body
serve-err-busy = every drawing thread is busy and the queue is full; try again in a moment
serve-err-timeout = the request took longer than { $seconds } seconds
serve-err-not-found = there is nothing at { $path }
serve-err-internal = the diagram could not be drawn because of an internal fault
serve-hint-other-dialect = did you mean `dialect={ $code }` ({ $dialect } notation)?
serve-hint-ambiguous = choose the notation with `dialect`, for example `dialect={ $code }`
serve-hint-strict = a warning counts as an error (`strict`)
serve-problem-bad-parameter = A parameter cannot be read
serve-problem-no-record = No record
serve-problem-record = The record cannot be read
serve-problem-render = The diagram cannot be drawn
serve-problem-unsupported = Not supported by this build
serve-problem-not-found = Not found
serve-problem-method-not-allowed = Method not allowed
serve-problem-body-not-allowed = No request body is taken
serve-problem-uri-too-long = Request target too long
serve-problem-headers-too-large = Header fields too large
serve-problem-busy = Too many requests
serve-problem-timeout = The request took too long
serve-problem-internal = Internal fault
serve-page-title = Chess diagrams from FEN
serve-page-intro = Type a position as a Forsyth string, FEN or EPD, in the piece letters of any language. The diagram follows as you type.
serve-page-record = Position
serve-page-record-help = Capitals for White, small letters for Black, digits for empty squares, a slash between ranks.
serve-page-options = Diagram
serve-page-notation = Notation
serve-page-notation-auto = Recognise (auto)
serve-page-theme = Colours
serve-page-theme-classic = Wood
serve-page-theme-blue = Blue
serve-page-theme-green = Green
serve-page-theme-print = Print (grey and white)
serve-page-size = Size
serve-page-flip = Black at the bottom
serve-page-coordinates = Coordinates
serve-page-side-to-move = Side to move
serve-page-language = Language
serve-page-language-name = English
serve-page-show = Show the diagram
serve-page-diagram = Diagram
serve-page-diagram-alt = Chess diagram: { $record }
serve-page-empty = The diagram appears here as soon as you type a position.
serve-page-clean = Read without warnings.
serve-page-download = Download
serve-page-link = Image link
serve-page-link-help = Put this address wherever an image goes: a forum post, a CMS, Markdown. The image behind an address never changes.
serve-page-copy = Copy
serve-page-copied = Copied
serve-page-offline = The service cannot be reached.
serve-page-use-dialect = Read in { $dialect } notation
serve-page-footer = Diagrams drawn by forsythe { $version }.
help-cmd-serve = Serve diagrams over HTTP: image URLs, and a page where you type a position and see the board
help-serve-arg-bind = The IP address to listen on (`0.0.0.0` or `::` for every interface)
help-serve-arg-port = The port to listen on (0 picks a free one)
help-serve-arg-workers = Threads that draw diagrams (default: one per core)
help-serve-arg-queue = Requests that may wait for a drawing thread; past them the answer is 429 Too Many Requests
help-serve-arg-cache-size = Memory the drawing threads may keep for piece images and empty boards, in MB
help-serve-arg-header-timeout = Seconds a client has to send a request's headers (also how long an idle connection stays open)
help-serve-arg-request-timeout = Seconds a request may take once its headers are read
help-serve-arg-port-file = Write the address listened on (such as 127.0.0.1:8080) into this file
