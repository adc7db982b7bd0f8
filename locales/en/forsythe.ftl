# forsythe — English messages (the complete set; every other language falls back to it).

## Labels of the diagnostics

severity-error = error
severity-warning = warning
severity-note = note
severity-hint = hint
# Positions are written without thousands separators (line 12345).
location-line-column = line { NUMBER($line, useGrouping: "false") }, column { NUMBER($column, useGrouping: "false") }
location-column = column { NUMBER($column, useGrouping: "false") }
location-line = line { NUMBER($line, useGrouping: "false") }
# A label and its text: "error: …", "line 3: …".
label-text = { $label }: { $text }

## Names used inside messages

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
dialect-popeye-en = Popeye (English)
dialect-popeye-de = Popeye (German)
dialect-popeye-fr = Popeye (French)
dialect-ffen-left = Fairy-FEN (counter-clockwise turns)
dialect-yacpdb-right = YACPDB (clockwise turns)
dialect-pt = Portuguese
dialect-nl = Dutch
dialect-pl = Polish
dialect-cs = Czech
dialect-hu = Hungarian
dialect-ro = Romanian
dialect-fi = Finnish
dialect-tr = Turkish
dialect-ru = Russian
# Alternatives: "svg, png or pdf" ($first holds every item but the last, joined by commas).
list-or = { $first } or { $last }
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

warn-unknown-character = `{ $char }` in rank { $rank } is not a piece letter in { $dialect } notation; it is drawn as `?`
warn-unknown-code = `{ $code }` in rank { $rank } is not a piece code in { $dialect } notation; it is one square, drawn as `?`
warn-unwritable = { $dialect } notation has no way to write what stands on { $squares }; it is written as `?`
warn-unknown-characters = { $count ->
        [one] { $count } character is not a piece letter in { $dialect } notation ({ $chars }); it is drawn as `?`
       *[other] { $count } characters are not piece letters in { $dialect } notation ({ $chars }); they are drawn as `?`
    }
# Under --strict nothing is drawn: the record is refused.
err-unknown-character-strict = `{ $char }` in rank { $rank } is not a piece letter in { $dialect } notation, so the record is refused (--strict)
err-unknown-characters-strict = { $count ->
        [one] { $count } character is not a piece letter in { $dialect } notation ({ $chars }), so the record is refused (--strict)
       *[other] { $count } characters are not piece letters in { $dialect } notation ({ $chars }), so the record is refused (--strict)
    }
warn-short-rank = rank { $rank } has { $squares ->
        [one] { $squares } square
       *[other] { $squares } squares
    } but the board is { $width ->
        [one] { $width } square
       *[other] { $width } squares
    } wide; { $missing ->
        [one] the last square stays
       *[other] the last { $missing } squares stay
    } unchanged (empty on a fresh board)
warn-empty-rank = rank { $rank } is empty; { $width ->
        [one] its { $width } square stays
       *[other] its { $width } squares stay
    } unchanged (empty on a fresh board)
warn-fullmove-zero = the full-move number 0 is not allowed (moves are counted from 1); it is kept as written
hint-other-dialect = did you mean `{ $option }` ({ $dialect } notation)?

## Errors in the input

err-empty-placement = the piece placement is missing
err-line-too-long = the line has { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }; a record has at most { $max }
err-game-too-long = the game is longer than { $max } KiB; it is passed over
err-too-many-tags = the game has more than { $max } tag pairs; it is passed over
err-no-squares = the piece placement has no squares
err-too-wide = the { $row }{ NUMBER($row, type: "ordinal") ->
        [one] st
        [two] nd
        [few] rd
       *[other] th
    } rank from the top is wider than { $max } squares
err-too-tall = the board has more than { $max } ranks
err-ambiguous = the notation is ambiguous: `{ $letter }` is { $readings }
err-ambiguous-reading = a { $piece } in { $dialect }
hint-ambiguous = choose the notation with `{ $key }`, for example `{ $option }`

## Notes on automatic dialect detection

note-auto-only = read in { $dialect } notation: it is the only one that knows every letter
note-auto-marks = read in { $dialect } notation: `{ $mark }` is its mark
note-auto-plausible = read in { $dialect } notation; set aside: { $reasons }
reason-pawn-on-edge = { $dialect } (a pawn on { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] white
       *[black] black
    } kings)

## Errors of the command line and the system

err-dialect-unknown = `{ $text }` is not a notation: give a name ({ $names }) or six letters for king, queen, rook, bishop, knight and pawn
# The notation to write (--to): `auto` is not possible there.
err-dialect-unknown-output = `{ $text }` is not a notation: give a name ({ $names }) or six letters for king, queen, rook, bishop, knight and pawn
err-dialect-auto-output = `{ $text }` finds the notation of the input but cannot write one: give a name ({ $names }) or six letters for king, queen, rook, bishop, knight and pawn
err-dialect-not-letter = `{ $text }`: `{ $char }` is not a letter with an upper and a lower case
err-dialect-repeated = `{ $text }`: the letter `{ $char }` stands for two pieces
err-dialect-near-name = `{ $text }` is not a notation; did you mean `{ $name }`? To read these six letters as the pieces K Q R B N P, write `{ $prefix }{ $text }`
err-base = the base position given with --base cannot be read
err-read-input = cannot read { $path }: { $reason }
err-write-output = cannot write { $path }: { $reason }
stdin-name = standard input
stdout-name = standard output

## Diagrams

err-theme = `{ $name }` is not a theme; choose classic, blue, green, print, hatched or magazine
err-color = `{ $text }` is not a colour; write it as CSS hex, such as #b38760 or #fff
err-size = an image { $size ->
        [one] { $size } pixel
       *[other] { $size } pixels
    } wide is not possible; the size must be { $min } to { $max }
err-too-small = an image { $size ->
        [one] { $size } pixel
       *[other] { $size } pixels
    } wide has no room for { $files ->
        [one] { $files } file
       *[other] { $files } files
    }; give a larger --size
err-caption-too-long = a caption of { $length ->
        [one] { $length } character
       *[other] { $length } characters
    } is refused; a caption has at most { $max }
err-image-too-large = an image of { $width }×{ $height } pixels is too large (at most { $side } a side and { $megapixels } megapixels); give a smaller --size
err-mark = `{ $text }` is not a mark; write a square such as e4, or e2e4 for an arrow, optionally with :COLOR
err-mark-color = `{ $text }` is not a colour for a mark; use green, red, yellow, blue or CSS hex
err-mark-off-board = the square { $square } of a mark is not on the board
err-arrow-off-board = the arrow { $move } leaves the board: { $square } is not on it
err-last-move-off-board = the last move { $move } leaves the board: { $square } is not on it
err-last-move = `{ $text }` is not a move; write its two squares, such as e2e4 or e2-e4, or none
err-check = `{ $text }` is not for { $key }; write a square such as e8, auto or none
err-square-size = `{ $text }` is not a square size; write a length such as 20pt, 7mm, 0.8cm or 0.3in
err-dpi = a resolution of { $dpi } dpi is not possible; give 1 to { $max }
err-delay = a delay of { $delay } ms is not possible; give { $min } to { $max }
err-glyph = `{ $text }` is no drawing of a walk: write WALK=SHAPE or WALK=SHAPE:DEGREES, such as zebra=knight:90 (the walk by its English name or Popeye code; shapes king, queen, rook, bishop, knight, pawn, equihopper, circle, cross, square, triangle; degrees clockwise: 0, 90, 180, 270, and 45, 135, 225, 315 for the knight)
err-encode = the PNG could not be encoded: { $reason }
err-format-not-built = this forsythe was built without { $format } output (its `{ $feature }` feature is off)
# $formats and $extensions: the formats this program writes, as a list-or.
err-format-stdout = writing to standard output needs --format { $formats }
err-format-unknown = cannot tell the format from { $path }: give --format, or end the file name in { $extensions }
err-no-record = there is no record to draw
err-one-record = render draws one record, but line { NUMBER($line, useGrouping: "false") } holds another; use `forsythe batch` for many
err-piece-missing = the piece file { $path } is missing
err-piece-unreadable = cannot read the piece file { $path }: { $reason }
err-piece-too-large = the piece file { $path } has { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }; at most 1 MiB is read
err-piece-invalid = the piece file { $path } is not a usable SVG: { $reason }
err-piece-empty = the piece file { $path } draws nothing

## forsythe dialects

dialects-heading-piece = Piece
dialects-heading-code = Code
# The notations and pieces as labels of the table.
dialects-en = English
dialects-de = German
dialects-it = Italian
dialects-fide = FIDE
dialects-fr = French
dialects-king = King
dialects-queen = Queen
dialects-rook = Rook
dialects-bishop = Bishop
dialects-knight = Knight
dialects-pawn = Pawn
dialects-pt = Portuguese
dialects-nl = Dutch
dialects-pl = Polish
dialects-cs = Czech
dialects-hu = Hungarian
dialects-ro = Romanian
dialects-fi = Finnish
dialects-tr = Turkish
dialects-ru = Russian
dialects-es = Spanish
dialects-sv = Swedish
dialects-da = Danish
dialects-no = Norwegian
dialects-sk = Slovak
dialects-sources = Where the letters come from:
dialects-source = { $name }: { $source }
# A language that writes the letters of another: "Swedish: the same letters as German (de)".
dialects-alias = { $name }: the same letters as { $of } ({ $code })

## Captions drawn under the diagram

caption-side-white = White to move
caption-side-black = Black to move
caption-count = ({ $white }+{ $black })
caption-count-neutral = ({ $white }+{ $black }+{ $neutral })
legend-side-white = white
legend-side-black = black
legend-side-neutral = neutral
warn-caption-side = the record does not say who moves, so the caption leaves out the side to move

## Help texts of the command line

help-about = Chess diagrams (SVG, PNG, PDF, GIF) from Forsyth, FEN, EPD and PGN, in many notations, and diagrams of chess problems (Popeye files, YACPDB and olive collections, the LaTeX diagram package)
help-exit-codes = Exit codes: 0 every record was read; 1 a record had an error (the others are still done); 2 the command line was misused; 130 a batch was interrupted (the finished diagrams are kept).
help-cmd-render = Draw one record as a diagram (SVG, PNG or PDF), or a game as an animated GIF
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
help-arg-to = Notation of the output: en, de, it, fide, fr, or six letters; latex-diagram writes an environment of the LaTeX diagram package
help-arg-output = Where to write the diagram (`-` for standard output, which needs --format)
help-arg-format = svg, png, gif or pdf; by default from the output file's extension. A GIF of a game is animated, a frame a ply
help-arg-size = Width of the image in pixels (16 to 4,096)
help-arg-flip = Draw the board from Black's side (also --flip black; --flip white keeps White's); --flip auto draws it from the side to move
help-arg-coordinates = Where file letters and rank numbers go: outside, beside the board (the default), inside, small in the corners of the edge squares, or none
help-arg-no-coordinates = No file letters or rank numbers
help-arg-side-to-move = A disc beside the board on the side to move, when the record says who moves
help-arg-theme = Colours: classic, blue, green, print, hatched (dark squares hatched, as in printed books), or magazine (hatched, no coordinates, a double frame and serif texts, as problem magazines print)
help-arg-light = Colour of the light squares (CSS hex, such as #eed7b3)
help-arg-dark = Colour of the dark squares (CSS hex, such as #b38760)
help-arg-frame = The line around the board: none, thin (the default), thick, or double (a heavy line with a thin one inside, the magazine theme's)
help-arg-transparent = No background around the board and in holes
help-arg-pieces = A folder with the twelve piece drawings wK.svg … bP.svg
help-arg-caption = A line under the board: `side` (who moves), `count` (pieces, white+black), or any text, in which {"{"}side{"}"} and {"{"}count{"}"} are replaced; may be given more than once; its words (“Black to move”) are in the language of --lang, not of --dialect
help-arg-mark = Tint a square, such as e4 or e4:red (green, red, yellow, blue or CSS hex); may be repeated
help-arg-circle = Draw a ring on a square, such as d5:blue; may be repeated
help-arg-cross = Draw an X on a square, such as f7:red; may be repeated
help-arg-arrow = Draw an arrow, such as e2e4 or g1f3:blue (a knight's move is bent); may be repeated
help-arg-marks = Marks in ChessBase comment syntax, such as "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = The side of a square in SVG and PDF output, such as 20pt, 7mm or 0.3in (with --dpi, also the PNG size)
help-arg-dpi = The resolution written into PNG files; with --square-size it sets the image size
help-arg-last-move = The move that led to the position (e2e4), shown on the board; a position of a game shows its own unless this is none
help-arg-check = The square of a king in check (e8), auto to find it from the position, or none
help-arg-last-move-style = How the last move is shown: squares (tinted), arrow, or none
help-arg-legend = A line under the board naming the fairy pieces by their walks: pictures (each piece as the board draws it, = Grasshopper d4, h1), text (Grasshopper d4, h1), auto (pictures in the magazine theme, text in the others) when the record names walks, or none
help-arg-glyph = Draw a walk in another shape and turn: WALK=SHAPE[:DEGREES], such as zebra=knight:90; may be repeated or given as a comma list
help-arg-delay = How long each frame of an animated GIF is shown, in milliseconds (the last three times as long)
help-arg-stipulation = A problem's stipulation, such as "#2", drawn at the lower left with the piece count at the lower right; by default the record's own; empty: no line
help-arg-number = A problem's number in its collection, drawn above the authors as a magazine prints it; {"{"}n{"}"} numbers a batch in order; by default the record's `Number`; empty: no line
help-arg-author = A problem's composer, drawn above the board; by default the record's own; empty: no line
help-arg-source = Where a problem was published, drawn above the board under the author; by default the record's own; empty: no line
help-arg-condition = A problem's fairy conditions, drawn in a line under the board; by default the problem's own ({"{"}Condition{"}"} in a template); empty: no line
help-arg-twins-line = A problem's twins line, drawn under the conditions; by default its twins in the interface language ({"{"}Twins{"}"} in a template); empty: no line
help-arg-award = A problem's award, such as "1st Prize", drawn above the board under the source; by default the problem's own; empty: no line
help-arg-dedication = A problem's dedication, drawn above the board under the award; by default the problem's own; empty: no line
help-arg-solution = A problem's solution, written with a batch's solutions (not in the diagram); by default the one the record gives; empty: none
help-arg-shell = The shell: bash, zsh, fish, powershell or elvish

## Batch rendering

help-cmd-batch = Draw every record of one or more files into a folder: lines of records, boards drawn as grids, PGN games, CSV, and problem files (Popeye, YACPDB and olive, the LaTeX diagram package)
help-batch-arg-files = Files of records: lines of Forsyth, FEN or EPD, PGN games, CSV with a FEN column, Popeye files, YACPDB or olive collections, LaTeX files of the diagram package (`-` for standard input)
help-batch-arg-output = The folder for the diagrams (made if it does not exist)
help-batch-arg-format = svg, png, gif (one still image each) or pdf; give --format more than once for several; by default png
help-arg-name = File names: {"{"}n{"}"} the record's number (width as {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}, {"{"}twin{"}"} (a, b, … with --twins each)
help-arg-overlay = Each record's `.` squares and short ranks keep the previous record's board
help-arg-fail-fast = Stop at the first record with an error
help-arg-jobs = How many diagrams to draw at once (default: every core)
help-arg-manifest = The format of DIR/manifest: json or csv
help-arg-latex = Also write a LaTeX file with one figure per diagram
help-arg-html = Also write an HTML contact sheet of every diagram, for proof-reading
help-arg-pdf-book = Also write every diagram into one PDF, a grid per page, each with its number
help-arg-per-page = Diagrams on a page of the PDF book (in two columns)
help-arg-paper = Paper of the PDF book: a4 or letter
location-file-line = { $file }, line { NUMBER($line, useGrouping: "false") }
err-batch-dir = cannot use the folder { $path }: { $reason }
err-name-clash = the records at { $first } and at { $second } would both be written to { $name }; choose a --name that tells them apart
err-jobs = --jobs must be 1 to { $max }
err-per-page = --per-page must be 1 to { $max }
help-arg-twins = How a problem with twins is drawn: `line` (one diagram of the main position, with the twins line) or `each` (one diagram a position, each labelled a), b), … and named with its letter: 0007a, 0007b)
err-twins-stdout = --twins each writes one file a position, which standard output cannot take: give a file name with -o (problem.svg gives problema.svg, problemb.svg, …)
book-solutions = Solutions
latex-list-cannot-set = pdfLaTeX cannot set { $char } (U+{ $code }) with what this document has set up, so it and any other such character of the list are set as “?”. For Cyrillic, set up the T2A font encoding with babel, or compile with LuaLaTeX or XeLaTeX and a font that has these characters (fontspec)
latex-list-no-glyph = the document's font has no { $char } (U+{ $code }), which the list uses: choose a font that has it with fontspec
batch-summary = { $rendered ->
        [one] 1 diagram written
       *[other] { $rendered } diagrams written
    }, { $failed } failed, { $warnings ->
        [one] 1 warning
       *[other] { $warnings } warnings
    }, in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
batch-stopped = stopped at the first error (--fail-fast)
batch-interrupted = interrupted: the diagrams finished so far are written whole and listed in the manifest
html-title = Diagrams
html-lang = en
html-solution = Solution
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

## Reading files, templates, shards

err-csv-columns = the row has { $found } columns but the header has { $expected }, or no FEN column
err-csv-no-record-column = this is the header of a CSV file, but none of its columns holds the records: name that column `FEN` (or `EPD`, `Forsyth`, `Position`); nothing of the file is drawn
err-shard = `{ $text }` is not a shard; write K/N with 1 ≤ K ≤ N, such as 2/8
note-auto-file = { $file }: read in { $dialect } notation, the one notation that fits every record
note-auto-per-record = { $file }: the records need different notations; each is read in the notation that fits it
warn-windows-1252 = { $file } is not UTF-8 from line { NUMBER($line, useGrouping: "false") } on; those lines are read as Windows-1252
reason-is-a-file = it is a file, not a folder
reason-is-a-folder = it is a folder
reason-no-folder = the folder { $path } does not exist
reason-folder-denied = the folder { $path } cannot be written to
reason-output-folder = it is a folder: give the name of a file in it, such as { $example }
reason-slash-at-end = the name ends in a slash, which only a folder's name does; write { $file } to make a file
reason-not-a-folder = { $path } is a file, not a folder, so nothing can go inside it
reason-io-not-found = it does not exist
reason-io-denied = access is not allowed
reason-io-read-only = the file system is read-only
reason-io-full = there is no space left on the disk
reason-io-too-large = the file is too large for the file system
reason-io-not-a-folder = a part of the way to it is a file, not a folder
reason-io-exists = it exists already
reason-io-bad-name = the file system does not allow this name
reason-io-bad-data = what was read is not text
reason-io-cut-short = the file ends too early
reason-io-address-in-use = another program is already using this address
reason-io-address-not-here = this machine has no such address
reason-io-closed = the other end closed the connection
reason-io-timed-out = no answer came in time
reason-io-code = the system refused it (error { NUMBER($code, useGrouping: "false") })
reason-io-other = the system refused it
err-no-such-file = there is no file { $path }
hint-record-flag = to draw `{ $path }` as a record, give --record
err-template = the template `{ $template }` cannot be read: { $detail }
template-unclosed = the `{"{"}` at character { NUMBER($column, useGrouping: "false") } has no `{"}"}`
template-stray = the `{"}"}` at character { NUMBER($column, useGrouping: "false") } closes nothing; write `{"}}"}` for a brace
template-bad-name = `{ $field }` is not a field; a field is a name in braces, such as {"{"}id{"}"} or {"{"}White{"}"}
template-bad-width = the width of `{ $field }` is not a number from 0 to { $max }
help-arg-record = Read INPUT as a record even when a file of that name exists
help-batch-arg-shard = Draw only the K-th of N shares of the records (those whose number n has (n−1) mod N = K−1), named as a whole run would name them; the manifest is manifest-K-of-N.json
err-unknown-option = `{ $arg }` is not an option of this command (see --help)
hint-dashes-before-record = if `{ $arg }` is a record, put `--` before it: `-- { $arg }`
note-reading-stdin = reading the record from standard input: type it and end with Ctrl-D (Ctrl-Z then Enter on Windows), or give it after the options

## markdown

help-cmd-markdown = Turn the ```fen blocks of Markdown documents into diagrams (image files or inline SVG)
help-cmd-mdbook = mdBook preprocessor: turn the ```fen blocks of a book into diagrams (reads mdBook's JSON on standard input)
help-cmd-block = Draw the text of one ```fen block, read from standard input (for the pandoc filter)
help-markdown-arg-files = Markdown files (`-` or none: standard input)
help-markdown-arg-output = Where to write the document (`-` for standard output, the default); a folder when there are several files
help-markdown-arg-in-place = Write each document back into its own file (only if it changes)
help-markdown-arg-images = The folder for the diagram files (made when needed); files are named by what they show
help-markdown-arg-format = svg or png (or pdf): the format of the diagram files
help-markdown-arg-inline-svg = Write each diagram into the document as SVG instead of an image file
help-markdown-arg-drop-source = Replace each block by its diagram alone, without keeping its source in a comment beside it
help-markdown-arg-link-prefix = The start of every image link (a URL or a path); by default the way from the document to the images folder
help-markdown-arg-info = The info words that mark a diagram block, separated by commas
help-markdown-arg-set = An option for every block, such as theme=print or size=300 (a block's own option wins); may be repeated
help-mdbook-arg-action = `supports`, asked by mdBook: whether a renderer can show the diagrams
help-mdbook-arg-renderer = The renderer mdBook asks about (html and markdown are supported)
help-block-arg-output = Where to write the diagram (`-` for standard output, the default)
help-block-arg-images = Write the diagram into this folder under a name made from what it shows, and print the file's path and its alternative text, separated by a tab
help-block-arg-format = svg, png or pdf
help-block-arg-html = Write one line of HTML: the SVG in a <div class="forsythe">, labelled with its alternative text
help-block-arg-set = An option for the block, such as theme=print (the block's own option wins); may be repeated
md-block-empty = the diagram block is empty; write a record (Forsyth, FEN or EPD) on its first line, or `fen: RECORD`
md-not-a-pair = `{ $text }` is not a `key: value` line
md-not-an-option = `{ $text }` is not an option; after the record, options are written key=value
md-unclosed-quote = this quote is not closed on its line
md-no-key = an option needs a name before its `=` or `:`
md-unknown-key = unknown key `{ $key }`
md-hint-key = did you mean `{ $key }`?
md-hint-notation-dialect = in a block `notation` is where the coordinates go; for the record's notation, write `dialect: { $value }`
md-key-twice = `{ $key }` sets what `{ $first }` already set; give it once
md-not-a-bool = `{ $key }` is true or false, not `{ $value }`
md-orientation = the orientation is `white` or `black`, not `{ $value }`
md-no-value = `{ $key }` needs a value
md-not-supported = `{ $key }` is not supported yet
md-no-record = the block has no record; write it on the first line, or under `fen:`
md-annotation = `{ $word }` is not an annotation; write Ae2-e4 for an arrow or Hf7 for a square, with /g, /r, /b or /y for the colour
md-bad-value = `{ $value }` is not a value `{ $key }` can take
md-command = the options cannot be read: { $reason }
md-defaults = in { $origin }
md-set = `{ $text }` is not KEY=VALUE
md-kept-broken = this kept diagram block is left as it was: its comment needs a fenced block and, after the diagram, the line `<!-- /forsythe -->`
md-too-large = { $path } is larger than { $max } MiB
md-svg-only = { $option } writes SVG; it cannot be used with the format { $format }
md-images-needed = give --images DIR for the diagram files, or --inline-svg to write them into the document
md-in-place-stdin = --in-place needs files; standard input has nowhere to be written back
md-several-outputs = several files need --in-place, or -o with a folder for the converted documents
md-stdin-twice = standard input (`-`) can be read only once
md-supports-renderer = `supports` needs the name of a renderer, such as `supports html`
md-mdbook-action = `{ $text }` is not something mdBook asks; the only question is `supports RENDERER`
md-mdbook-input = the book from mdBook cannot be read: { $reason }
md-mdbook-shape = expected a JSON list of two: the context and the book
md-mdbook-origin = book.toml [preprocessor.forsythe]
md-config-value = `{ $key }` in { $origin } must be text, a number, true or false, or a list of them
md-config-bad = `{ $key }` in { $origin } cannot be `{ $value }`
md-mdbook-draft = a draft chapter
md-same-output = { $first } and { $second } would both be written to { $path }
md-info-word = `{ $word }` after `{ $info }` means nothing to a diagram block; it is left out
md-stray-word = `{ $word }` is not an option, and `{ $key }` before it takes one value
md-stray-item = `{ $word }` is neither an option nor an item of the list `{ $key }`
md-hint-list = write a list with commas or in quotes: `{ $key }=a,b` or `{ $key }="a b"`
md-pgn-and-record = `pgn` holds a whole game, its start included; `{ $other }` cannot be given beside it
md-moves-no-record = the moves are played from a record: give it under `fen:` or on the first line
md-at-every = `{ $key }: every` would draw every position of the game, and a block draws one: give `start`, `end` or a move such as `23` or `23...`
err-not-utf8 = the line is not valid UTF-8 (byte { NUMBER($offset, useGrouping: "false") } of the line)

## Diagrams in words (screen readers, alternative texts)

list-and = { $first } and { $last }
# Items that hold commas and "and" themselves, one after another: "Royal e8; Kamikaze c1 and e8".
list-semicolon = { $first }; { $next }
describe-title = Chess diagram
describe-board = A board of { $files } by { $ranks } squares.
describe-side = { $side ->
        [white] White to move.
       *[black] Black to move.
    }
describe-army = { $color ->
        [white] White
        [neutral] Neutral
       *[black] Black
    }: { $pieces }.
describe-army-empty = { $color ->
        [white] White has
       *[black] Black has
    } no pieces.
describe-group = { $role ->
        [king] { $count ->
            [one] king
           *[other] kings
        }
        [queen] { $count ->
            [one] queen
           *[other] queens
        }
        [rook] { $count ->
            [one] rook
           *[other] rooks
        }
        [bishop] { $count ->
            [one] bishop
           *[other] bishops
        }
        [knight] { $count ->
            [one] knight
           *[other] knights
        }
       *[pawn] { $count ->
            [one] pawn
           *[other] pawns
        }
    } { $squares }
describe-fairy = { $name } { $squares }
describe-shape = { $shape ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
        [pawn] pawn
        [equihopper] equihopper
        [circle] circle
        [cross] cross
        [square] square
       *[triangle] triangle
    }
describe-turned = { $piece } ({ $turn ->
        [right] turned right
        [down] upside down
        [left] turned left
       *[other] turned { $degrees }°
    })
describe-number = Problem { $text }.
describe-author = Composed by { $text }.
describe-source = Published in { $text }.
describe-stipulation = Stipulation: { $text }.
describe-condition = Conditions: { $text }.
describe-twins = Twins: { $text }.
describe-award = Award: { $text }.
describe-dedication = Dedication: { $text }.
describe-attribute = { $name } { $squares }
describe-attributes = Pieces with attributes: { $list }.
describe-grid = Grid lines divide the board.
describe-framed = { $count ->
        [one] Framed square
       *[other] Framed squares
    }: { $squares }.
describe-cylinder = { $edges ->
        [files] The a-file and the last file are joined, as on a cylinder.
        [ranks] The first and the last rank are joined, as on a cylinder.
       *[both] Both pairs of opposite edges are joined, as on an anchor ring.
    }
describe-holes = { $count ->
        [one] Hole
       *[other] Holes
    }: { $squares }.
describe-unknown = { $count ->
        [one] Unknown square
       *[other] Unknown squares
    }: { $squares }.
describe-texts = { $count ->
        [one] Text on a square
       *[other] Texts on squares
    }: { $texts }.
describe-text = “{ $text }” on { $square }
help-cmd-describe = Describe records in words, as a screen reader reads the diagram

## Games and puzzles

game-label = game { $number }
game-label-named = game { $number } ({ $name })
game-variant = the variant `{ $variant }` is not supported; games are read in standard chess and Chess960
game-fen = the FEN `{ $fen }` cannot start a game of chess
game-illegal = `{ $move }` is not a legal move
game-ambiguous = `{ $move }` is ambiguous: it could be { $moves }
game-unreadable = `{ $move }` is not a move
game-null = `{ $move }` is a null move (a pass) by a side in check, which cannot be played
game-too-many-plies = the game has more than { $max } plies
game-comment-too-long = a comment is longer than { $max } KiB
game-unclosed-comment = a `{"{"}` comment is not closed
game-unclosed-variation = a `(` variation is not closed
game-unopened-variation = a `)` closes no variation
game-unexpected = `{ $char }` has no place in the moves
game-tag-syntax = a tag is written [Name "value"]
game-too-long = the game's text is longer than { $max } MiB
at-not-reached = the game does not reach move { $move }; its last move is { $last }
at-no-moves = the game does not reach move { $move }; it has no moves
at-no-marker = the game has no [#] diagram marker
puzzle-column = the header has no { $column } column
puzzle-few-moves = the puzzle's moves `{ $moves }` are fewer than two: the opponent's move and the first of the solution
puzzle-move = move { $index } of the puzzle, `{ $move }`, is not a legal move there
err-at = `{ $text }` names no position; give start, end, marked, every, auto, or a move such as 23 (after White's move) or 23... (after Black's)
err-move-letters = `{ $text }` is not a way to write moves; give en, de, it, fr, fide or figurine
help-arg-at = Which positions of a PGN game are drawn: start, end, marked (at each {"{"}[#]{"}"} diagram marker), every (each ply), a move such as 23 or 23..., or auto (the markers, else the start of a game with a FEN tag, else the end)
help-arg-move-letters = The letters of {"{"}move{"}"} in texts: en, de, it, fr, fide or figurine
help-arg-no-flip = Draw the board from White's side, also for a puzzle whose solver is Black

## The command line as clap reads it: headings, placeholders and clap's own
## words in help, its errors, and the manual pages. A heading ends in the
## colon it is shown with; placeholders are written in capitals.

cli-heading-usage = Usage:
cli-heading-commands = Commands:
cli-heading-arguments = Arguments:
cli-heading-options = Options:
cli-heading-global = Global options:
cli-heading-input = Input:
cli-heading-look = Look:
cli-heading-marks = Marks:
cli-heading-texts = Texts:
cli-heading-output = Output:
cli-heading-examples = Examples:
cli-more-options = These are the options used most; `--help` lists every one.
cli-help-help = Print help
cli-help-version = Print the version
cli-help-command-help = Print the help of forsythe or of one of its commands
cli-default = [default: { $value }]
cli-aliases = [also: { $names }]
cli-possible-values = [possible values: { $values }]
cli-value-options = OPTIONS
cli-value-command = COMMAND
cli-value-lang = LANG
cli-value-record = RECORD
cli-value-input = INPUT
cli-value-dialect = DIALECT
cli-value-file = FILE
cli-value-dir = DIR
cli-value-px = PX
cli-value-name = NAME
cli-value-color = COLOR
cli-value-square = SQUARE
cli-value-fromto = FROMTO
cli-value-comment = COMMENT
cli-value-text = TEXT
cli-value-length = LENGTH
cli-value-n = N
cli-value-template = TEMPLATE
cli-value-format = FORMAT
cli-value-shell = SHELL
cli-value-paper = PAPER
cli-value-frame = FRAME
cli-value-k = K
cli-value-key = KEY
cli-value-letters = LETTERS
cli-value-out = OUT
cli-value-renderer = RENDERER
cli-value-supports = SUPPORTS
cli-value-url = URL
cli-value-value = VALUE
cli-value-what = WHAT
cli-value-when = WHEN
cli-value-where = WHERE
cli-value-words = WORDS
cli-value-style = STYLE
cli-value-ms = MS
cli-value-addr = ADDR
cli-value-mb = MB
cli-value-seconds = SECONDS
cli-value-walk = WALK
cli-value-shape = SHAPE
cli-value-degrees = DEGREES
cli-error-unknown-command = `{ $name }` is not a command of forsythe
cli-error-unknown-argument = unexpected argument `{ $arg }`
cli-error-unquoted-fen = unexpected argument `{ $arg }`: it belongs to the FEN before it, and a FEN has spaces, so it must be quoted
cli-hint-quote-fen = write: { $example }
cli-error-invalid-value = `{ $value }` is not a valid value for `{ $arg }`
cli-error-missing-value = `{ $arg }` needs a value
cli-error-missing-arguments = { $count ->
        [one] a required argument is missing: { $args }
       *[other] required arguments are missing: { $args }
    }
cli-error-missing-command = `{ $command }` needs a command: { $commands }
cli-error-conflict = `{ $arg }` cannot be used together with { $others }
cli-error-repeated = `{ $arg }` may be given only once
cli-error-equals = `{ $arg }` takes its value after an `=`
cli-error-too-many-values = unexpected value `{ $value }` for `{ $arg }`
cli-error-value-count = `{ $arg }` takes { $expected } values, but { $actual ->
        [one] 1 was given
       *[other] { $actual } were given
    }
cli-error-not-utf8 = an argument is not valid UTF-8
cli-error-other = the command line cannot be read
cli-hint-similar = did you mean `{ $name }`?
cli-hint-possible-values = possible values: { $values }
cli-hint-optional-values = { $option } stands alone, or takes one of { $values } as the next word
cli-hint-as-value = to pass `{ $arg }` as a value, write `{ $example }`
cli-hint-remove-dashes = `{ $name }` is a command; to use it, remove the `--` before it
cli-hint-whole-number = expected a whole number
cli-hint-number-range = the number is out of range
cli-more-help = For more information, run `{ $command } --help`.
help-man-arg-command = The command whose page to print (by default the page of forsythe itself)
help-man-arg-dir = Write every page (forsythe.1, forsythe-render.1, …) into this folder
cli-man-manual = forsythe manual
cli-man-name = NAME
cli-man-synopsis = SYNOPSIS
cli-man-description = DESCRIPTION
cli-man-exit-status = EXIT STATUS
cli-man-see-also = SEE ALSO
cli-man-see-page = See { $page }.

err-dialect-unknown-fixed = `{ $text }` is not a notation here: give a name (en, de, it, fide, fr, es, pt, nl, pl, cs, sk, hu, ro, sv, da, no, fi, tr, ru, ffen, ffen-left, yacpdb, yacpdb-right, popeye, popeye-de, popeye-fr, unicode) or six letters for king, queen, rook, bishop, knight and pawn

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
serve-err-param-repeated = `{ $key }` is given more than once, but takes one value
serve-err-no-record = there is no record to draw; give it as `fen`
serve-err-param-bool = `{ $key }={ $value }` is neither yes nor no; write 1, true, yes or on, or 0, false, no or off
serve-err-param-number = `{ $key }={ $value }` is no whole number
serve-err-param-too-many = too many values of `{ $key }`; at most { $max } are taken
serve-err-param-too-long = `{ $key }` has { $length } characters; at most { $max } are drawn
serve-err-param-square = `{ $key }={ $value }` is no square; write one such as e4
serve-err-param-choice = `{ $key }={ $value }` is not a value of { $key }; write { $choices }
serve-err-unsupported = { $key } is not supported by this build
serve-err-not-in-service = `{ $key }` is an option of the command line only; the service reads no files
serve-err-base = the base position (`base`) cannot be read: { $reason }
serve-err-not-a-record = `{ $text }` is not a record (a sentence, a heading or moves are never drawn)
serve-err-too-small = an image { $size } pixels wide has no room for { $files } files; ask for a larger size
serve-err-image-too-large = an image of { $width }×{ $height } pixels is too large (at most 8192 a side and 16 megapixels); ask for a smaller size
serve-err-uri-too-long = the request target has { $length } bytes; at most { $max } are read
serve-err-headers-too-large = the request's header fields have { $length } bytes; at most { $max } are read
serve-err-method = { $method } is not answered here, only GET and HEAD
serve-err-body = this service takes no request body
serve-err-busy = every drawing thread is busy and the queue is full; try again in a moment
serve-err-timeout = the request took longer than { $seconds } seconds
serve-err-not-found = there is nothing at { $path }; the service answers at { $paths }
serve-err-no-such-format = { $path } is not drawn here: { $stem } comes as { $paths }
serve-err-internal = the diagram could not be drawn because of an internal fault
serve-hint-other-dialect = did you mean `dialect={ $code }` ({ $dialect } notation)?
serve-hint-ambiguous = choose the notation with `dialect`, for example `dialect={ $code }`
serve-hint-notation-dialect = `notation` is where the coordinates go; for the record's notation, write `dialect={ $value }`
serve-hint-strict = a warning counts as an error (`strict`)
serve-hint-not-a-record = a record is a position in Forsyth notation, FEN or EPD, such as `4k3/8/8/8/8/8/8/4K3 w`
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
serve-page-theme-hatched = Hatched (printed books)
serve-page-theme-magazine = Problem magazine
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

## Text as people write it

err-not-a-record = `{ $text }` is neither a file nor a record
note-passed-over = { $file }: { $lines ->
        [one] one line is not a record (line { NUMBER($first, useGrouping: "false") }) and was passed over
       *[other] { $lines } lines are not records (headings, moves, prose; the first is line { NUMBER($first, useGrouping: "false") }) and were passed over
    }
note-passed-over-kept = the line of text above a record is its {"{"}title{"}"} ({ $titles }), the moves below it its {"{"}solution{"}"} ({ $solutions })
warn-missing-semicolon = the EPD operation `{ $opcode }` has no `;` before `{ $next }`; it ends there
warn-spaced-ranks = the { $ranks } ranks are separated by spaces, not `/`; read as `{ $meant }`
warn-standard-fields = the board has { $height } ranks of { $width } squares, but the fields after it are those of standard chess, whose board has 8 ranks of 8: a rank too many or too few?
note-eight-ranks = 64 squares without `/`: read as 8 ranks of 8 squares

# LaTeX and Typst documents: `forsythe latex`.
help-cmd-latex = Draw the diagrams a LaTeX run of a document asks for (JOB.fsq) and write the answers the next run reads (JOB.fsd)
help-latex-arg-job = The job: the document's name without .tex (JOB, JOB.tex and JOB.fsq all name it)
help-arg-texts = Where a diagram of a LaTeX or Typst document has its caption, problem lines and legend: document (set in the document's font; the default) or image (drawn in the image)
err-key-document-only = `{ $key }` is a key of diagrams in LaTeX and Typst documents only
err-key-not-here = `{ $key }` cannot be used here
latex-hint-run-latex = run LaTeX on the document first: it writes { $job }.fsq, the diagrams it asks for
latex-format = this file was not written by the forsythe.sty of this version of forsythe (it starts with `{ $found }`); use the package that comes with this program
latex-format-older = this requests file is of format { $found }, and this forsythe reads format { $format }: it was written by an older forsythe.sty; put the forsythe.sty that comes with this program (forsythe { $version }) in its place and run LaTeX again
latex-format-newer = this requests file is of format { $found }, and this forsythe (version { $version }) reads format { $format }: it was written by a newer forsythe.sty; update forsythe to the version of that package, or use the forsythe.sty that comes with this program
latex-bad-line = `{ $text }` is not a line of a requests file
latex-unfinished = this request has no end (LaTeX stopped while writing it); run LaTeX again
cli-value-job = JOB

## Problem files (Popeye input, YACPDB/olive collections)
warn-problem-unknown-keyword = `{ $word }` is no keyword here; it is passed over
warn-problem-ambiguous-keyword = `{ $word }` could be any of { $candidates }; write more of it. It is passed over
warn-problem-ambiguous-piece = the piece code `{ $code }` stands for more than one piece in this language ({ $readings }); it is drawn as { $drawn }, as Popeye reads it
warn-problem-unknown-piece = `{ $code }` is no piece code known here; the piece is drawn as `?`
warn-problem-hunter = `{ $code }` is a hunter, which has no shape of its own; it is drawn as its forward piece turned to the right
warn-problem-unknown-attribute = `{ $word }` is no colour or piece attribute; it is passed over
warn-problem-bad-square = `{ $text }` is no square of the board; it is passed over
warn-problem-missing-square = the piece `{ $piece }` has no square; it is passed over
warn-problem-unknown-condition = `{ $word }` is no condition Popeye knows, nor one of its variants; it is printed as written
warn-problem-missing-value = `{ $keyword }` is not followed by what it needs; it is passed over
warn-problem-bad-twin = the twin `{ $text }` cannot be read; it is passed over
warn-problem-bad-value = `{ $found }` cannot be read as { $field }; it is passed over
warn-problem-syntax = the file is not well-formed ({ $message }); what could be read is kept
warn-problem-unexpected-end = the file ends before its end keyword; the last problem is read as far as it goes
warn-problem-text-after-end = the text after the end keyword is passed over
warn-problem-square-twice = two pieces on { $square }; the later one is kept
warn-problem-no-pieces = the problem has no pieces
warn-problem-too-complex = lists and mappings nest too deeply here, or aliases repeat too much; the excess is passed over
warn-problem-not-a-problem = `{ $found }` is no problem (a problem is a mapping of fields such as `algebraic` and `stipulation`); it is passed over
warn-twin-no-piece = twin { $twin }: there is no piece on { $square }; the position it starts from is drawn
warn-twin-off-board = twin { $twin }: { $square } is not on the board; the position it starts from is drawn
warn-twin-piece-outside = twin { $twin }: the piece on { $square } would leave the board; the position it starts from is drawn
# The LaTeX diagram package's environments, read (`{ $text }` is what was written).
latex-diagram-unknown-command = `{ $text }` is not a command of the diagram package that is read here; it is passed over
latex-diagram-missing-argument = `\{ $text }` has no argument in braces; it is passed over
latex-diagram-bad-piece = `{ $text }` is not a piece of the diagram package (a colour w, s or n, a piece letter K D T L S B C E X, a turn R U L if any, then squares); it is left out
latex-diagram-bad-square = `{ $text }` is not a square (a file letter and a rank, ranks above 9 in braces: `i{"{"}11{"}"}`); it is left out
latex-diagram-off-board = { $text } is off the board; it is left out
latex-diagram-occupied = { $text } is given twice; the first is kept
latex-diagram-bad-size = `{ $text }` is not a board size (files x ranks, each 1 to 26, such as `10x8`); the board is 8×8
latex-diagram-long-text = `{ $text }` is too long for a square's text (one or two letters or digits); it is left out
latex-diagram-bad-grid-line = `{ $text }` is not a grid line (`v` or `h`, then file, rank and length: `v217`); it is left out
latex-diagram-bad-fen = `{ $text }` is not an 8×8 FEN placement; it is left out
latex-diagram-turn-ignored = the diagram package turns neither circles nor equihoppers: the turn in `{ $text }` is left out
latex-diagram-stray-text = `{ $text }` belongs to no command of the diagram; it is passed over
latex-diagram-unclosed = the diagram has no `\end{"{"}diagram{"}"}`; it is read up to the next diagram or the end of the file
latex-diagram-planes = boards of several planes (`{ $text }`) are not drawn; the environment is passed over
# What the diagram package cannot write, by square.
latex-diagram-lost-marker = the diagram package has no cross, square or triangle: what stands on { $squares } is written as a circle
latex-diagram-lost-eighth-turn = the diagram package turns pieces by quarter turns only: the knight on { $squares } is written turned 45° less
latex-diagram-lost-turn = the diagram package does not turn circles and draws the equihopper only upright or turned right: { $squares } is written so
latex-diagram-lost-unknown = the `?` on { $squares } cannot be written in the diagram package; it is left out
latex-diagram-lost-shared-picture = the picture of the piece on { $squares } already stands for another walk; the diagram cannot say the piece's own walk, or that it has none
latex-diagram-lost-attribute = the diagram package has no mark for piece attributes (royal, half-neutral, …): those of the pieces on { $squares } are left out
latex-diagram-lost-fields = the diagram package separates the items of { $fields } by `;` (themes by `,`): an item holding one is read back as two
twin-rotate = rotation { $degrees }°
twin-mirror = mirror { $axis }
twin-shift = shift { $from }→{ $to }
twin-polish = Polish type
twin-no-condition = no condition
# A fairy or neutral piece in a twins line, its colour said apart: "black Grasshopper".
twin-piece-side = { $side ->
        [white] white { $piece }
        [black] black { $piece }
       *[neutral] neutral { $piece }
    }
# A twin's changes said in words, for the description of a problem.
describe-twin-piece = { $side ->
        [white] white
        [black] black
       *[neutral] neutral
    } { $role ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    }
describe-twin-move = { $piece } { $from } to { $to }
describe-twin-exchange = { $first } and { $second } change places
describe-twin-add = { $piece } added on { $square }
describe-twin-remove = { $piece } { $square } removed
describe-twin-substitute = { $from } replaced by { $to }
describe-twin-rotate = board turned { $degrees }°
describe-twin-mirror = board reflected, { $first } changing places with { $second }
describe-twin-shift = every piece shifted as from { $from } to { $to }
describe-twin-polish = colours exchanged and the board reflected (Polish type)
describe-twin-stipulation = stipulation { $text }
describe-twin-condition = conditions { $text }
describe-twin-continued = { $label } (from the twin before)

# A move in English letters inside a game written in another language's letters.
warn-game-english-move = `{ $move }` is written in English piece letters in a game in { $language }; it is played as English
warn-game-stray-brace = a `{"}"}` that closes no comment is passed over; the game goes on after it
note-game-prose-after = the game ends at its last move: the text after it is prose and is passed over
err-game-english-move-strict = `{ $move }` is written in English piece letters in a game in { $language }, so the game is refused (--strict)

## The guide: the last line of the program's help and of each command's help

help-guide = The guide: `docs/src/introduction.md` in forsythe's source. `mdbook build docs` makes it a site.
help-guide-render = The guide: `docs/src/render.md` in forsythe's source.
help-guide-batch = The guide: `docs/src/batch.md` in forsythe's source.
help-guide-translate = The guide: `docs/src/translate.md` in forsythe's source.
help-guide-describe = The guide: `docs/src/describe.md` in forsythe's source.
help-guide-dialects = The guide: `docs/src/dialects.md` in forsythe's source.
help-guide-completions = The guide: `docs/src/completions.md` in forsythe's source.
help-guide-man = The guide: `docs/src/completions.md` in forsythe's source.
help-guide-markdown = The guide: `docs/src/markdown.md` in forsythe's source.
help-guide-mdbook = The guide: `docs/src/mdbook.md` in forsythe's source.
help-guide-block = The guide: `docs/src/blocks.md` in forsythe's source.
help-guide-latex = The guide: `docs/src/hosts/latex.md` in forsythe's source.
help-guide-serve = The guide: `docs/src/serve.md` in forsythe's source.

## The board editor on the page of `forsythe serve`

serve-edit-heading = Board editor
serve-edit-help = Click a square to put the chosen piece there; right-click it or press Delete to empty it, or drag a piece from the palette or from another square. From the keyboard: the arrows move between squares, the letters of the chosen notation put pieces (capitals for White), Enter puts the chosen piece, `-` a hole and `?` an unknown square.
serve-edit-tools = Board tools
serve-edit-start = Start position
serve-edit-clear = Clear
serve-edit-flip = Flip
serve-edit-swap = Swap colours
serve-edit-undo = Undo
serve-edit-redo = Redo
serve-edit-board = Board
serve-edit-width = Files
serve-edit-height = Ranks
serve-edit-palette = Pieces
serve-edit-fairy = Fairy piece
serve-edit-shape = Piece or walk
serve-edit-shapes = Shapes
serve-edit-walks = Walks (Popeye)
serve-edit-side = Colour
serve-edit-turn = Turn
serve-edit-use-fairy = Use this piece
serve-edit-fields = Position
serve-edit-to-move = To move
serve-edit-to-move-none = not said
serve-edit-castling = Castling
serve-edit-en-passant = En passant
serve-edit-changes = Changes since this position
serve-edit-changes-help = Keeps the board as it is now: the position is then written as what changed since, with `.` for every square kept. Press again to start the next step from the board as it is then.
serve-edit-changes-off = Whole position
serve-edit-copy = Copy as
serve-edit-export-markdown = Markdown block
serve-edit-export-latex = LaTeX
serve-edit-export-typst = Typst
serve-edit-export-popeye = Popeye pieces
serve-edit-export-olive = olive entry
serve-edit-export-size = Image size (px)
serve-edit-empty = empty square
serve-edit-hole = hole
serve-edit-unknown = unknown square
serve-edit-piece = { $side ->
        [white] white
        [neutral] neutral
       *[black] black
    } { $name }
serve-edit-side-name = { $side ->
        [white] White
        [neutral] Neutral
       *[black] Black
    }
serve-edit-square = { $square }, { $content }
serve-edit-too-long = a value of the editor's request is longer than { $max } characters
serve-edit-bad-board = the editor's board cannot be read
