# forsythe — messages en français (traduction de locales/en/forsythe.ftl ; l'anglais sert de repli).
# Typographie : espace fine insécable (U+202F) devant le point-virgule, le point d'interrogation et le point d'exclamation, espace insécable (U+00A0) devant le deux-points.

## Étiquettes des diagnostics

severity-error = erreur
severity-warning = avertissement
severity-note = remarque
severity-hint = conseil
# Positions sans séparateur de milliers (ligne 12345) ; « caractère » et non
# « colonne », qui désignerait une colonne de l'échiquier.
location-line-column = ligne { NUMBER($line, useGrouping: "false") }, caractère { NUMBER($column, useGrouping: "false") }
location-column = caractère { NUMBER($column, useGrouping: "false") }
location-line = ligne { NUMBER($line, useGrouping: "false") }
# Une étiquette et son texte : « erreur : … », « ligne 3 : … ».
label-text = { $label } : { $text }

## Noms employés dans les messages

piece-king = roi
piece-queen = dame
piece-rook = tour
piece-bishop = fou
piece-knight = cavalier
piece-pawn = pion
dialect-en = anglaise
dialect-de = allemande
dialect-it = italienne
dialect-fide = FIDE
dialect-fr = française
dialect-custom = personnalisée ({ $letters })
dialect-popeye-en = Popeye (en anglais)
dialect-popeye-de = Popeye (en allemand)
dialect-popeye-fr = Popeye (en français)
dialect-ffen-left = Fairy-FEN (rotations en sens antihoraire)
dialect-yacpdb-right = YACPDB (rotations en sens horaire)
dialect-pt = portugaise
dialect-nl = néerlandaise
dialect-pl = polonaise
dialect-cs = tchèque
dialect-hu = hongroise
dialect-ro = roumaine
dialect-fi = finnoise
dialect-tr = turque
dialect-ru = russe
# Alternatives : « svg, png ou pdf » ($first réunit tous les éléments sauf le dernier, séparés par des virgules).
list-or = { $first } ou { $last }
field-placement = placement des pièces
field-side-to-move = trait
field-castling = droits de roque
field-en-passant = case de prise en passant
field-halfmove-clock = compteur de demi-coups
field-fullmove-number = numéro du coup
field-operations = opérations EPD
expected-side-to-move = `w` ou `b`
expected-castling = `-` ou les lettres `KQkq`, chacune au plus une fois
expected-en-passant = `-` ou une case de la troisième ou de la sixième rangée, comme `e3`
expected-halfmove-clock = un nombre entier, à partir de 0
expected-fullmove-number = un nombre entier, à partir de 1
expected-operations = une opération EPD

## Avertissements sur l'entrée

warn-unknown-character = `{ $char }` dans la rangée { $rank } n'est pas une lettre de pièce en notation { $dialect } ; il est représenté par `?`
warn-unknown-code = `{ $code }` dans la rangée { $rank } n’est pas un code de pièce en notation { $dialect } ; c’est une seule case, représentée par `?`
warn-unwritable = la notation { $dialect } ne sait pas écrire ce qui se trouve en { $squares } ; c’est écrit `?`
warn-unknown-characters = { $count ->
        [one] { $count } caractère n'est pas une lettre de pièce en notation { $dialect } ({ $chars }) ; il est représenté par `?`
       *[other] { $count } caractères ne sont pas des lettres de pièce en notation { $dialect } ({ $chars }) ; ils sont représentés par `?`
    }
# Avec --strict, rien n'est dessiné : l'enregistrement est refusé.
err-unknown-character-strict = `{ $char }` dans la rangée { $rank } n'est pas une lettre de pièce en notation { $dialect } ; l'enregistrement est donc refusé (--strict)
err-unknown-characters-strict = { $count ->
        [one] { $count } caractère n'est pas une lettre de pièce en notation { $dialect } ({ $chars }) ; l'enregistrement est donc refusé (--strict)
       *[other] { $count } caractères ne sont pas des lettres de pièce en notation { $dialect } ({ $chars }) ; l'enregistrement est donc refusé (--strict)
    }
warn-short-rank = la rangée { $rank } compte { $squares ->
        [one] une seule case
       *[other] { $squares } cases
    }, mais l'échiquier fait { $width ->
        [one] { $width } case
       *[other] { $width } cases
    } de large ; { $missing ->
        [one] la dernière case reste inchangée (vide sur un échiquier vierge)
       *[other] les { $missing } dernières cases restent inchangées (vides sur un échiquier vierge)
    }
warn-empty-rank = la rangée { $rank } est vide ; { $width ->
        [one] sa seule case reste inchangée (vide sur un échiquier vierge)
       *[other] ses { $width } cases restent inchangées (vides sur un échiquier vierge)
    }
warn-fullmove-zero = le numéro du coup 0 n'est pas admis (les coups se comptent à partir de 1) ; il est conservé tel quel
hint-other-dialect = vouliez-vous dire `{ $option }` (notation { $dialect }) ?

## Erreurs dans l'entrée

err-empty-placement = le placement des pièces est absent
err-line-too-long = la ligne fait { $bytes ->
        [one] { $bytes } octet
       *[other] { $bytes } octets
    } ; un enregistrement en a au plus { $max }
err-game-too-long = la partie dépasse { $max } Kio ; elle est ignorée
err-too-many-tags = la partie a plus de { $max } paires de balises ; elle est ignorée
err-no-squares = le placement des pièces ne contient aucune case
err-too-wide = la { NUMBER($row, type: "ordinal") ->
        [one] { $row }re
       *[other] { $row }e
    } rangée en partant du haut compte plus de { $max } cases
err-too-tall = l'échiquier a plus de { $max } rangées
err-ambiguous = la notation est ambiguë : `{ $letter }` désigne { $readings }
# L'article suit le genre du nom de pièce (dame, tour : féminins).
err-ambiguous-reading = { $piece ->
        [dame] une
        [tour] une
       *[other] un
    } { $piece } en notation { $dialect }
hint-ambiguous = choisissez la notation avec `{ $key }`, par exemple `{ $option }`

## Remarques sur la détection automatique de la notation

note-auto-only = lecture en notation { $dialect } : c'est la seule qui connaît toutes les lettres
note-auto-marks = lu en notation { $dialect } : `{ $mark }` en est la marque
note-auto-plausible = lecture en notation { $dialect } ; notations écartées : { $reasons }
reason-pawn-on-edge = { $dialect } (un pion en { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] rois blancs
       *[black] rois noirs
    })

## Erreurs de la ligne de commande et du système

err-dialect-unknown = `{ $text }` n'est pas une notation : donnez un nom ({ $names }) ou six lettres pour le roi, la dame, la tour, le fou, le cavalier et le pion
# La notation de sortie (--to) : `auto` n'y est pas possible.
err-dialect-unknown-output = `{ $text }` n'est pas une notation : donnez un nom ({ $names }) ou six lettres pour le roi, la dame, la tour, le fou, le cavalier et le pion
err-dialect-auto-output = `{ $text }` reconnaît la notation de l'entrée mais ne peut pas en écrire une : donnez un nom ({ $names }) ou six lettres pour le roi, la dame, la tour, le fou, le cavalier et le pion
err-dialect-not-letter = `{ $text }` : `{ $char }` n'est pas une lettre ayant une majuscule et une minuscule
err-dialect-repeated = `{ $text }` : la lettre `{ $char }` désigne deux pièces
err-dialect-near-name = `{ $text }` n’est pas une notation ; vouliez-vous dire `{ $name }` ? Pour lire ces six lettres comme les pièces R D T F C P, écrivez `{ $prefix }{ $text }`
err-base = la position de base donnée avec --base est illisible
err-read-input = impossible de lire { $path } : { $reason }
err-write-output = impossible d'écrire dans { $path } : { $reason }
stdin-name = l'entrée standard
stdout-name = la sortie standard

## Diagrammes

err-theme = `{ $name }` n’est pas un thème ; choisissez classic, blue, green, print, hatched ou magazine
err-color = `{ $text }` n'est pas une couleur ; écrivez-la en hexadécimal CSS, comme #b38760 ou #fff
err-size = une image de { $size ->
        [one] { $size } pixel
       *[other] { $size } pixels
    } de large est impossible ; la taille doit être comprise entre { $min } et { $max }
err-too-small = une image de { $size ->
        [one] { $size } pixel
       *[other] { $size } pixels
    } de large n'a pas la place pour { $files ->
        [one] { $files } colonne
       *[other] { $files } colonnes
    } ; augmentez --size
err-caption-too-long = une légende de { $length ->
        [one] { $length } caractère
       *[other] { $length } caractères
    } est refusée ; une légende en compte au plus { $max }
err-image-too-large = une image de { $width } × { $height } pixels est trop grande (au plus { $side } de côté et { $megapixels } mégapixels) ; diminuez --size
err-mark = `{ $text }` n'est pas une marque ; indiquez une case comme e4, ou e2e4 pour une flèche, éventuellement suivie de :COULEUR
err-mark-color = `{ $text }` n'est pas une couleur de marque ; utilisez green, red, yellow, blue ou un code hexadécimal CSS
err-mark-off-board = la case { $square } d'une marque n'est pas sur l'échiquier
err-arrow-off-board = la flèche { $move } sort de l’échiquier : { $square } n’en fait pas partie
err-last-move-off-board = le dernier coup { $move } sort de l’échiquier : { $square } n’en fait pas partie
err-last-move = `{ $text }` n'est pas un coup ; écrivez ses deux cases, comme e2e4 ou e2-e4, ou none
err-check = `{ $text }` ne convient pas à { $key } ; écrivez une case comme e8, auto ou none
err-square-size = `{ $text }` n'est pas une taille de case ; indiquez une longueur comme 20pt, 7mm, 0.8cm ou 0.3in
err-dpi = une résolution de { $dpi } dpi n'est pas possible ; indiquez une valeur comprise entre 1 et { $max }
err-delay = un délai de { $delay } ms n'est pas possible ; indiquez une valeur comprise entre { $min } et { $max }
err-glyph = `{ $text }` n’est pas un dessin de marche : écrivez MARCHE=FORME ou MARCHE=FORME:DEGRÉS, par exemple `zebra=knight:90` (la marche par son nom anglais ou son code Popeye ; formes `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`, `equihopper`, `circle`, `cross`, `square`, `triangle` ; degrés dans le sens horaire : 0, 90, 180, 270, et 45, 135, 225, 315 pour le cavalier)
err-encode = impossible d'encoder le PNG : { $reason }
err-format-not-built = ce forsythe a été compilé sans la sortie { $format } (sa fonctionnalité `{ $feature }` est désactivée)
# $formats et $extensions : les formats que le programme écrit, en list-or.
err-format-stdout = l'écriture sur la sortie standard exige --format { $formats }
err-format-unknown = impossible de déduire le format de { $path } : indiquez --format, ou terminez le nom du fichier par { $extensions }
err-no-record = il n'y a aucun enregistrement à dessiner
err-one-record = la commande render dessine un seul enregistrement, mais la ligne { NUMBER($line, useGrouping: "false") } en contient un autre ; utilisez `forsythe batch` pour en dessiner plusieurs
err-piece-missing = le fichier de pièce { $path } est absent
err-piece-unreadable = impossible de lire le fichier de pièce { $path } : { $reason }
err-piece-too-large = le fichier de pièce { $path } fait { $bytes ->
        [one] { $bytes } octet
       *[other] { $bytes } octets
    } ; on en lit au plus 1 Mio
err-piece-invalid = le fichier de pièce { $path } n'est pas un SVG utilisable : { $reason }
err-piece-empty = le fichier de pièce { $path } ne dessine rien

## Commande forsythe dialects

dialects-heading-piece = Pièce
dialects-heading-code = Code
# Les notations et les pièces comme intitulés du tableau.
dialects-en = Anglais
dialects-de = Allemand
dialects-it = Italien
dialects-fide = FIDE
dialects-fr = Français
dialects-king = Roi
dialects-queen = Dame
dialects-rook = Tour
dialects-bishop = Fou
dialects-knight = Cavalier
dialects-pawn = Pion
dialects-pt = Portugais
dialects-nl = Néerlandais
dialects-pl = Polonais
dialects-cs = Tchèque
dialects-hu = Hongrois
dialects-ro = Roumain
dialects-fi = Finnois
dialects-tr = Turc
dialects-ru = Russe
dialects-es = Espagnol
dialects-sv = Suédois
dialects-da = Danois
dialects-no = Norvégien
dialects-sk = Slovaque
dialects-sources = D’où viennent les lettres :
dialects-source = { $name } : { $source }
# Une langue qui écrit les lettres d’une autre : « Suédois : les mêmes lettres que la notation allemande (de) ».
dialects-alias = { $name } : les mêmes lettres que la notation { $of } ({ $code })

## Légendes dessinées sous le diagramme

caption-side-white = Trait aux Blancs
caption-side-black = Trait aux Noirs
caption-count = ({ $white }+{ $black })
caption-count-neutral = ({ $white }+{ $black }+{ $neutral })
legend-side-white = blanc
legend-side-black = noir
legend-side-neutral = neutre
warn-caption-side = l'enregistrement n'indique pas qui a le trait ; la légende ne peut donc pas le mentionner

## Textes d'aide de la ligne de commande

help-about = Diagrammes d'échecs (SVG, PNG, PDF, GIF) à partir de Forsyth, FEN, EPD et PGN, en de nombreuses notations, et diagrammes de problèmes d'échecs (fichiers Popeye, collections YACPDB et olive, paquet LaTeX diagram)
help-exit-codes = Codes de sortie : 0 tous les enregistrements ont été lus ; 1 un enregistrement comportait une erreur (les autres sont tout de même traités) ; 2 la ligne de commande était incorrecte ; 130 un traitement par lot a été interrompu (les diagrammes terminés sont conservés).
help-cmd-render = Dessine un enregistrement sous forme de diagramme (SVG, PNG ou PDF), ou une partie en GIF animé
help-cmd-translate = Réécrit des enregistrements en donnant le placement des pièces dans une autre notation
help-cmd-dialects = Affiche les lettres des pièces dans chaque notation
help-cmd-completions = Affiche un script de complétion pour un shell
help-cmd-man = Affiche la page de manuel (roff)
help-arg-lang = Langue des messages : en, de, it, nl, fr (par défaut d'après LC_ALL, LC_MESSAGES, LANG)
help-arg-quiet = N'affiche ni avertissements ni remarques, seulement les erreurs
help-arg-strict = Traite les avertissements (caractères inconnus, rangées incomplètes) comme des erreurs
help-arg-merge-digits = Lit une suite de chiffres comme un seul nombre (`10` vaut dix cases vides)
help-arg-base = Superpose d'abord l'entrée à cette position (un enregistrement dans la notation de l'entrée, ou `start`)
help-arg-input = Un enregistrement (Forsyth, FEN ou EPD) ; sans lui, ou avec `-`, un enregistrement par ligne lu sur l'entrée standard
help-render-arg-input = L'enregistrement à dessiner (Forsyth, FEN ou EPD) ; sans lui, ou avec `-`, il est lu sur l'entrée standard
help-arg-from = Notation de l'entrée : en, de, it, fide, fr, six lettres (dans l'ordre R D T F C P) ou auto
help-arg-dialect = Notation de l'entrée : en, de, it, fide, fr, six lettres (dans l'ordre R D T F C P) ou auto
help-arg-to = Notation de la sortie : en, de, it, fide, fr ou six lettres ; latex-diagram écrit un environnement du paquet LaTeX diagram
help-arg-output = Où écrire le diagramme (`-` pour la sortie standard, ce qui exige --format)
help-arg-format = svg, png, gif ou pdf ; par défaut d'après l'extension du fichier de sortie. Le GIF d'une partie est animé, une image par demi-coup
help-arg-size = Largeur de l'image en pixels (de 16 à 4 096)
help-arg-flip = Dessine l'échiquier vu du côté des Noirs ; --flip auto le dessine vu du camp qui a le trait
help-arg-coordinates = Place les lettres des colonnes et les numéros des rangées : outside, autour de l’échiquier (par défaut), inside, en petit dans les coins des cases du bord, ou none
help-arg-no-coordinates = Sans lettres des colonnes ni numéros des rangées
help-arg-side-to-move = Un disque à côté de l'échiquier, du côté du camp qui a le trait, quand l'enregistrement l'indique
help-arg-theme = Couleurs : classic, blue, green, print, hatched (cases sombres hachurées, comme dans les livres imprimés) ou magazine (hachuré, sans coordonnées, avec un double cadre et des textes à empattements, comme l’impriment les revues de problèmes)
help-arg-light = Couleur des cases claires (hexadécimal CSS, comme #eed7b3)
help-arg-dark = Couleur des cases foncées (hexadécimal CSS, comme #b38760)
help-arg-frame = Règle le trait autour de l’échiquier : none, thin (par défaut), thick ou double (un trait épais doublé d’un trait fin à l’intérieur, celui du thème magazine)
help-arg-transparent = Pas de fond autour de l'échiquier ni dans ses trous
help-arg-pieces = Un dossier contenant les douze dessins de pièces wK.svg … bP.svg
help-arg-caption = Une ligne sous l'échiquier : `side` (le trait), `count` (nombre de pièces, blanches+noires) ou un texte quelconque, où {"{"}side{"}"} et {"{"}count{"}"} sont remplacés ; peut être répétée ; ses mots (« Trait aux Noirs ») suivent --lang, pas --dialect
help-arg-mark = Colore une case, par exemple e4 ou e4:red (green, red, yellow, blue ou hexadécimal CSS) ; répétable
help-arg-circle = Entoure une case d'un cercle, par exemple d5:blue ; répétable
help-arg-cross = Marque une case d'une croix, par exemple f7:red ; répétable
help-arg-arrow = Trace une flèche, par exemple e2e4 ou g1f3:blue (un coup de cavalier est coudé) ; répétable
help-arg-marks = Marques dans la syntaxe des commentaires ChessBase, par exemple "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = Le côté d'une case en SVG et PDF, par exemple 20pt, 7mm ou 0.3in (avec --dpi, aussi la taille du PNG)
help-arg-dpi = La résolution écrite dans les fichiers PNG ; avec --square-size, elle fixe la taille de l'image
help-arg-stipulation = L'énoncé d'un problème, par exemple "#2", inscrit en bas à gauche, avec le nombre de pièces en bas à droite ; par défaut celui du problème ; vide : pas de ligne
help-arg-number = Le numéro d'un problème dans son recueil, au-dessus des auteurs comme dans une revue ; {"{"}n{"}"} numérote un lot dans l'ordre ; par défaut le `Number` de l'enregistrement ; vide : pas de ligne
help-arg-author = L'auteur d'un problème, inscrit au-dessus de l'échiquier ; par défaut celui du problème ; vide : pas de ligne
help-arg-source = La source d'un problème, inscrite au-dessus de l'échiquier sous l'auteur ; par défaut celle du problème ; vide : pas de ligne
help-arg-condition = Les conditions féeriques d'un problème, sur une ligne sous l'échiquier ; par défaut celles du problème ({"{"}Condition{"}"} dans un modèle) ; vide : pas de ligne
help-arg-twins-line = La ligne des jumeaux d'un problème, sous les conditions ; par défaut ses jumeaux dans la langue de l'interface ({"{"}Twins{"}"} dans un modèle) ; vide : pas de ligne
help-arg-award = La distinction d'un problème, par exemple "1er prix", au-dessus de l'échiquier sous la source ; par défaut celle du problème ; vide : pas de ligne
help-arg-dedication = La dédicace d'un problème, au-dessus de l'échiquier sous la distinction ; par défaut celle du problème ; vide : pas de ligne
help-arg-solution = La solution d'un problème, écrite avec les solutions de batch (pas dans le diagramme) ; par défaut celle de l'enregistrement ; vide : aucune
help-arg-shell = Le shell : bash, zsh, fish, powershell ou elvish
help-arg-last-move = Le coup qui a mené à la position (e2e4), montré sur l'échiquier ; une position de partie montre le sien, sauf avec none
help-arg-check = La case d'un roi en échec (e8), auto pour la trouver d'après la position, ou none
help-arg-last-move-style = Comment le dernier coup est montré : `squares` (cases teintées), arrow (flèche) ou none
help-arg-legend = Une ligne sous l’échiquier qui nomme les pièces féeriques par leur marche : pictures (chaque pièce telle que l’échiquier la dessine, = Sauterelle d4, h1), text (Sauterelle d4, h1), auto (les images dans le thème magazine, le texte dans les autres) quand l’enregistrement nomme des marches, ou none
help-arg-glyph = Dessiner une marche dans une autre forme et rotation : MARCHE=FORME[:DEGRÉS], par exemple `zebra=knight:90` ; répétable ou en liste séparée par des virgules
help-arg-delay = La durée d’affichage de chaque image d’un GIF animé, en millisecondes (la dernière trois fois plus longtemps)

## Rendu par lots

help-cmd-batch = Dessine chaque enregistrement d'un ou de plusieurs fichiers dans un dossier : lignes d'enregistrements, échiquiers dessinés en grille, parties PGN, CSV et fichiers de problèmes (Popeye, YACPDB et olive, paquet LaTeX diagram)
help-batch-arg-files = Fichiers d'enregistrements : lignes de Forsyth, FEN ou EPD, parties PGN, CSV avec une colonne FEN, fichiers Popeye, collections YACPDB ou olive, fichiers LaTeX du paquet diagram (`-` pour l'entrée standard)
help-batch-arg-output = Le dossier des diagrammes (créé s'il n'existe pas)
help-batch-arg-format = svg, png, gif (une image fixe chacun) ou pdf ; donnez --format plusieurs fois pour plusieurs formats ; par défaut png
help-arg-name = Noms de fichiers : {"{"}n{"}"} le numéro de l'enregistrement (largeur fixe : {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}, {"{"}twin{"}"} (a, b, … avec --twins each)
help-arg-overlay = Les cases `.` et les rangées incomplètes de chaque enregistrement reprennent l'échiquier de l'enregistrement précédent
help-arg-fail-fast = S'arrête au premier enregistrement comportant une erreur
help-arg-jobs = Nombre de diagrammes dessinés en parallèle (par défaut : autant que de cœurs)
help-arg-manifest = Le format de DIR/manifest : json ou csv
help-arg-latex = Écrit aussi un fichier LaTeX avec une figure par diagramme
help-arg-html = Écrit aussi une planche-contact HTML de tous les diagrammes, pour la relecture
help-arg-pdf-book = Écrit aussi tous les diagrammes dans un PDF, en grille sur chaque page, chacun avec son numéro
help-arg-per-page = Diagrammes par page du livre PDF (sur deux colonnes)
help-arg-paper = Format du papier du livre PDF : a4 ou letter
location-file-line = { $file }, ligne { NUMBER($line, useGrouping: "false") }
err-batch-dir = impossible d'utiliser le dossier { $path } : { $reason }
err-name-clash = les enregistrements de { $first } et de { $second } seraient tous deux écrits dans { $name } ; choisissez un --name qui les distingue
err-jobs = --jobs doit être compris entre 1 et { $max }
err-per-page = --per-page doit être compris entre 1 et { $max }
help-arg-twins = Comment dessiner un problème à jumeaux : `line` (un diagramme de la position initiale, avec la ligne des jumeaux) ou `each` (un diagramme par position, marqué a), b), … et nommé d’après sa lettre : 0007a, 0007b)
err-twins-stdout = --twins each écrit un fichier par position, ce que la sortie standard ne peut pas recevoir : donnez un nom de fichier avec -o (problem.svg donne problema.svg, problemb.svg, …)
book-solutions = Solutions
latex-list-cannot-set = pdfLaTeX ne peut pas composer { $char } (U+{ $code }) avec ce que ce document a configuré ; ce caractère et tout autre de ce genre dans la liste sont composés comme « ? ». Pour le cyrillique, configurez le codage de police T2A avec babel, ou compilez avec LuaLaTeX ou XeLaTeX et une police qui possède ces caractères (fontspec)
latex-list-no-glyph = la police du document n'a pas de { $char } (U+{ $code }), que la liste utilise : choisissez avec fontspec une police qui le possède
batch-summary = { $rendered ->
        [one] { $rendered } diagramme écrit
       *[other] { $rendered } diagrammes écrits
    }, { $failed } en échec, { $warnings ->
        [one] { $warnings } avertissement
       *[other] { $warnings } avertissements
    }, en { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
batch-stopped = arrêt à la première erreur (--fail-fast)
batch-interrupted = interrompu : les diagrammes déjà terminés sont écrits en entier et listés dans le manifeste
html-title = Diagrammes
html-lang = fr
html-solution = Solution
hint-strict-failed = un avertissement compte comme une erreur (--strict)
html-record = Enregistrement
html-file = Fichier

## Enregistrements lus avec indulgence : ce qui est omis ou compris comme voulu

warn-bad-field = le champ { $number } ({ $field }) vaut `{ $text }` ; attendu : { $expected } ; il est omis
warn-missing-field = le champ { $number } ({ $field }) manque ; la suite est lue comme le champ suivant
warn-stray-semicolon = un `;` qui ne termine aucune opération EPD ; il est omis
warn-unterminated-operation = l’opération EPD `{ $opcode }` ne se termine pas par `;` ; elle est lue jusqu’à la fin de la ligne
warn-unterminated-string = un opérande EPD entre guillemets n’a pas de `"` fermant ; le reste de la ligne forme l’opérande
warn-bad-opcode = `{ $text }` n’est pas un code d’opération EPD (il commence par une lettre et ne contient que des lettres, des chiffres et `_`) ; il est omis
warn-bad-operand = l’opérande de `{ $opcode }` vaut `{ $text }`, ce n’est pas un nombre entier ; l’opération est conservée mais ne donne aucun compteur de coups
warn-long-rank = la rangée { $rank } compte { $squares } cases, les autres { $width } ; { $extra ->
        [one] la dernière case est omise
       *[other] les { $extra } dernières cases sont omises
    }

## Fichiers, modèles, lots

err-csv-columns = la ligne compte { $found } colonnes mais l’en-tête { $expected }, ou il n’y a pas de colonne FEN
err-csv-no-record-column = c’est l’en-tête d’un fichier CSV, mais aucune de ses colonnes ne contient les positions : nommez cette colonne `FEN` (ou `EPD`, `Forsyth`, `Position`) ; rien du fichier n’est dessiné
err-shard = `{ $text }` n’est pas un lot ; écrivez K/N avec 1 ≤ K ≤ N, par exemple 2/8
note-auto-file = { $file } : lu en notation { $dialect }, la seule qui convienne à chaque enregistrement
note-auto-per-record = { $file } : les enregistrements demandent des notations différentes ; chacun est lu dans la notation qui lui convient
warn-windows-1252 = { $file } n’est plus en UTF-8 à partir de la ligne { NUMBER($line, useGrouping: "false") } ; ces lignes sont lues en Windows-1252
reason-is-a-file = c’est un fichier, pas un dossier
reason-is-a-folder = c’est un dossier
reason-no-folder = le dossier { $path } n’existe pas
reason-folder-denied = impossible d’écrire dans le dossier { $path }
reason-output-folder = c’est un dossier : donnez le nom d’un fichier qu’il contiendra, comme { $example }
reason-slash-at-end = le nom finit par une barre oblique, comme seul le nom d’un dossier ; écrivez { $file } pour un fichier
reason-not-a-folder = { $path } est un fichier, pas un dossier, et ne peut rien contenir
reason-io-not-found = il n’existe pas
reason-io-denied = l’accès n’est pas permis
reason-io-read-only = le système de fichiers est en lecture seule
reason-io-full = il n’y a plus de place sur le disque
reason-io-too-large = le fichier est trop grand pour le système de fichiers
reason-io-not-a-folder = une partie du chemin est un fichier, pas un dossier
reason-io-exists = il existe déjà
reason-io-bad-name = le système de fichiers n’accepte pas ce nom
reason-io-bad-data = ce qui a été lu n’est pas du texte
reason-io-cut-short = le fichier s’arrête trop tôt
reason-io-address-in-use = un autre programme utilise déjà cette adresse
reason-io-address-not-here = cette machine n’a pas cette adresse
reason-io-closed = l’autre côté a fermé la connexion
reason-io-timed-out = aucune réponse n’est venue à temps
reason-io-code = le système l’a refusé (erreur { NUMBER($code, useGrouping: "false") })
reason-io-other = le système l’a refusé
err-no-such-file = il n’y a pas de fichier { $path }
hint-record-flag = pour dessiner `{ $path }` comme un enregistrement, ajoutez --record
err-template = le modèle `{ $template }` est illisible : { $detail }
template-unclosed = l’accolade `{"{"}` au caractère { NUMBER($column, useGrouping: "false") } n’est pas fermée
template-stray = l’accolade `{"}"}` au caractère { NUMBER($column, useGrouping: "false") } ne ferme rien ; écrivez `{"}}"}` pour une accolade
template-bad-name = `{ $field }` n’est pas un champ ; un champ est un nom entre accolades, comme {"{"}id{"}"} ou {"{"}White{"}"}
template-bad-width = la largeur de `{ $field }` n’est pas un nombre de 0 à { $max }
help-arg-record = Lit INPUT comme un enregistrement même si un fichier de ce nom existe
help-batch-arg-shard = Ne dessine que le K-ième de N lots d’enregistrements (ceux dont le numéro n vérifie (n−1) mod N = K−1), nommés comme dans une exécution complète ; le manifeste s’appelle manifest-K-of-N.json
err-unknown-option = `{ $arg }` n’est pas une option de cette commande (voir --help)
hint-dashes-before-record = si `{ $arg }` est une position, placez `--` devant : `-- { $arg }`
note-reading-stdin = lecture de la position sur l’entrée standard : tapez-la et terminez par Ctrl-D (sous Windows, Ctrl-Z puis Entrée), ou donnez-la après les options

## markdown

help-cmd-markdown = Transforme les blocs ```fen de documents Markdown en diagrammes (fichiers d'image ou SVG intégré)
help-cmd-mdbook = Préprocesseur mdBook : transforme les blocs ```fen d'un livre en diagrammes (lit le JSON de mdBook sur l'entrée standard)
help-cmd-block = Dessine le texte d'un seul bloc ```fen lu sur l'entrée standard (pour le filtre pandoc)
help-markdown-arg-files = Fichiers Markdown (`-` ou aucun : l'entrée standard)
help-markdown-arg-output = Où écrire le document (`-` pour la sortie standard, par défaut) ; un dossier s'il y a plusieurs fichiers
help-markdown-arg-in-place = Réécrit chaque document dans son propre fichier (seulement s'il change)
help-markdown-arg-images = Le dossier des fichiers de diagrammes (créé au besoin) ; chaque fichier est nommé d'après ce qu'il montre
help-markdown-arg-format = svg ou png (ou pdf) : le format des fichiers de diagrammes
help-markdown-arg-inline-svg = Écrit chaque diagramme en SVG dans le document au lieu d'un fichier d'image
help-markdown-arg-drop-source = Remplace chaque bloc par son seul diagramme, sans garder sa source dans un commentaire à côté
help-markdown-arg-link-prefix = Le début de chaque lien d'image (une URL ou un chemin) ; par défaut, le chemin du document au dossier des images
help-markdown-arg-info = Les mots d'info qui signalent un bloc de diagramme, séparés par des virgules
help-markdown-arg-set = Une option pour chaque bloc, comme theme=print ou size=300 (l'option du bloc l'emporte) ; peut être répétée
help-mdbook-arg-action = `supports`, demandé par mdBook : si un moteur de rendu sait afficher les diagrammes
help-mdbook-arg-renderer = Le moteur de rendu sur lequel mdBook s'informe (html et markdown sont pris en charge)
help-block-arg-output = Où écrire le diagramme (`-` pour la sortie standard, par défaut)
help-block-arg-images = Écrit le diagramme dans ce dossier sous un nom tiré de ce qu'il montre, puis affiche le chemin du fichier et son texte de remplacement, séparés par une tabulation
help-block-arg-format = svg, png ou pdf
help-block-arg-html = Écrit une ligne de HTML : le SVG dans un <div class="forsythe">, étiqueté de son texte de remplacement
help-block-arg-set = Une option pour le bloc, comme theme=print (l'option du bloc l'emporte) ; peut être répétée
md-block-empty = le bloc de diagramme est vide ; écrivez un enregistrement (Forsyth, FEN ou EPD) sur sa première ligne, ou `fen: ENREGISTREMENT`
md-not-a-pair = `{ $text }` n'est pas une ligne de la forme `clé: valeur`
md-not-an-option = `{ $text }` n'est pas une option ; après l'enregistrement, les options s'écrivent clé=valeur
md-unclosed-quote = ce guillemet n'est pas fermé sur sa ligne
md-no-key = il manque le nom de l'option avant `=` ou `:`
md-unknown-key = clé inconnue `{ $key }`
md-hint-key = vouliez-vous dire `{ $key }` ?
md-hint-notation-dialect = dans un bloc, `notation` dit où vont les coordonnées ; pour la notation de la position, écrivez `dialect: { $value }`
md-key-twice = `{ $key }` règle ce que `{ $first }` a déjà réglé ; ne l'indiquez qu'une fois
md-not-a-bool = `{ $key }` vaut true ou false, pas `{ $value }`
md-orientation = l'orientation est `white` ou `black`, pas `{ $value }`
md-no-value = `{ $key }` demande une valeur
md-not-supported = `{ $key }` n'est pas encore pris en charge
md-no-record = le bloc ne contient aucun enregistrement ; écrivez-le sur la première ligne, ou après `fen:`
md-annotation = `{ $word }` n'est pas une annotation ; écrivez Ae2-e4 pour une flèche ou Hf7 pour une case, avec /g, /r, /b ou /y pour la couleur
md-bad-value = `{ $value }` n'est pas une valeur permise pour `{ $key }`
md-command = impossible de lire les options : { $reason }
md-defaults = dans { $origin }
md-set = `{ $text }` n'est pas de la forme CLÉ=VALEUR
md-kept-broken = ce bloc de diagramme gardé est laissé tel quel, car son commentaire doit contenir un bloc de code et, après le diagramme, la ligne `<!-- /forsythe -->`
md-too-large = { $path } dépasse { $max } Mio
md-svg-only = { $option } écrit du SVG ; impossible de l'utiliser avec le format { $format }
md-images-needed = indiquez --images DOSSIER pour les fichiers de diagrammes, ou --inline-svg pour les écrire dans le document
md-in-place-stdin = --in-place demande des fichiers ; l'entrée standard ne peut pas être réécrite
md-several-outputs = plusieurs fichiers demandent --in-place, ou -o avec un dossier pour les documents convertis
md-stdin-twice = l'entrée standard (`-`) ne peut être lue qu'une fois
md-supports-renderer = `supports` demande le nom d'un moteur de rendu, par exemple `supports html`
md-mdbook-action = `{ $text }` n'est pas une question de mdBook ; la seule est `supports RENDERER`
md-mdbook-input = impossible de lire le livre transmis par mdBook : { $reason }
md-mdbook-shape = une liste JSON de deux éléments est attendue : le contexte et le livre
md-mdbook-origin = book.toml [preprocessor.forsythe]
md-config-value = `{ $key }` dans { $origin } doit être un texte, un nombre, true ou false, ou une liste de ceux-ci
md-config-bad = `{ $key }` dans { $origin } ne peut pas valoir `{ $value }`
md-mdbook-draft = un chapitre à l'état de brouillon
md-same-output = { $first } et { $second } seraient tous deux écrits dans { $path }
md-info-word = `{ $word }` après `{ $info }` ne signifie rien pour un bloc de diagramme ; il est laissé de côté
md-stray-word = `{ $word }` n’est pas une option, et `{ $key }` qui le précède ne prend qu’une valeur
md-stray-item = `{ $word }` n’est ni une option ni un élément de la liste `{ $key }`
md-hint-list = écrivez une liste avec des virgules ou entre guillemets : `{ $key }=a,b` ou `{ $key }="a b"`
md-pgn-and-record = `pgn` contient une partie entière, position de départ comprise ; `{ $other }` ne peut pas être donné à côté
md-moves-no-record = les coups sont joués depuis un enregistrement : écrivez-le après `fen:` ou sur la première ligne
md-at-every = `{ $key }: every` dessinerait chaque position de la partie, or un bloc n’en dessine qu’une : donnez `start`, `end` ou un coup comme `23` ou `23...`
err-not-utf8 = la ligne n’est pas de l’UTF-8 valide (octet { NUMBER($offset, useGrouping: "false") } de la ligne)

## Les diagrammes en mots (lecteurs d’écran, textes de remplacement)

list-and = { $first } et { $last }
# Des éléments qui contiennent eux-mêmes virgules et « et », l’un après l’autre : « royale e8 ; kamikaze c1 et e8 ».
list-semicolon = { $first } ; { $next }
describe-title = Diagramme d’échecs
describe-board = Un échiquier de { $files ->
        [one] { $files } case
       *[other] { $files } cases
    } sur { $ranks }.
describe-side = { $side ->
        [white] Trait aux Blancs.
       *[black] Trait aux Noirs.
    }
describe-army = { $color ->
        [white] Blancs
        [neutral] Neutres
       *[black] Noirs
    } : { $pieces }.
describe-army-empty = { $color ->
        [white] Les Blancs n’ont
       *[black] Les Noirs n’ont
    } aucune pièce.
describe-group = { $role ->
        [king] { $count ->
            [one] roi
           *[other] rois
        }
        [queen] { $count ->
            [one] dame
           *[other] dames
        }
        [rook] { $count ->
            [one] tour
           *[other] tours
        }
        [bishop] { $count ->
            [one] fou
           *[other] fous
        }
        [knight] { $count ->
            [one] cavalier
           *[other] cavaliers
        }
       *[pawn] { $count ->
            [one] pion
           *[other] pions
        }
    } { $squares }
describe-fairy = { $name } { $squares }
describe-shape = { $shape ->
        [king] roi
        [queen] dame
        [rook] tour
        [bishop] fou
        [knight] cavalier
        [pawn] pion
        [equihopper] équisauteur
        [circle] cercle
        [cross] croix
        [square] carré
       *[triangle] triangle
    }
describe-turned = { $piece } ({ $turn ->
        [right] quart de tour à droite
        [down] tête en bas
        [left] quart de tour à gauche
       *[other] rotation de { $degrees }°
    })
describe-number = Problème { $text }.
describe-author = Auteur : { $text }.
describe-source = Source : { $text }.
describe-stipulation = Énoncé : { $text }.
describe-condition = Conditions : { $text }.
describe-twins = Jumeaux : { $text }.
describe-award = Distinction : { $text }.
describe-dedication = Dédicace : { $text }.
describe-attribute = { $name } { $squares }
describe-attributes = Pièces dotées d’attributs : { $list }.
describe-grid = Des lignes de grille divisent l’échiquier.
describe-framed = { $count ->
        [one] Case encadrée
       *[other] Cases encadrées
    } : { $squares }.
describe-cylinder = { $edges ->
        [files] La colonne a et la dernière colonne se rejoignent, comme sur un cylindre.
        [ranks] La première et la dernière rangée se rejoignent, comme sur un cylindre.
       *[both] Les bords opposés se rejoignent deux à deux, comme sur un tore.
    }
describe-holes = { $count ->
        [one] Trou
       *[other] Trous
    } : { $squares }.
describe-unknown = { $count ->
        [one] Case inconnue
       *[other] Cases inconnues
    } : { $squares }.
describe-texts = { $count ->
        [one] Case marquée
       *[other] Cases marquées
    } : { $texts }.
describe-text = « { $text } » en { $square }
help-cmd-describe = Décrit les enregistrements en mots, comme un lecteur d’écran lit le diagramme

## Parties et problèmes

game-label = partie { $number }
game-label-named = partie { $number } ({ $name })
game-variant = la variante `{ $variant }` n’est pas prise en charge ; les parties sont lues aux échecs classiques et en Chess960
game-fen = la FEN `{ $fen }` ne peut pas commencer une partie d’échecs
game-illegal = `{ $move }` n’est pas un coup légal
game-ambiguous = `{ $move }` est ambigu : ce peut être { $moves }
game-unreadable = `{ $move }` n’est pas un coup
game-null = `{ $move }` est un coup nul (on passe son tour) d’un camp en échec, qui ne peut pas être joué
game-too-many-plies = la partie compte plus de { $max } demi-coups
game-comment-too-long = un commentaire dépasse { $max } Kio
game-unclosed-comment = un commentaire ouvert par `{"{"}` n’est pas fermé
game-unclosed-variation = une variante ouverte par `(` n’est pas fermée
game-unopened-variation = une `)` ne ferme aucune variante
game-unexpected = `{ $char }` n’a pas sa place dans les coups
game-tag-syntax = une balise s’écrit [Nom "valeur"]
game-too-long = le texte de la partie dépasse { $max } Mio
at-not-reached = la partie n’atteint pas le coup { $move } ; son dernier coup est { $last }
at-no-moves = la partie n’atteint pas le coup { $move } ; elle n’a aucun coup
at-no-marker = la partie n’a aucune marque de diagramme [#]
puzzle-column = l’en-tête n’a pas de colonne { $column }
puzzle-few-moves = les coups `{ $moves }` du problème sont moins de deux : le coup de l’adversaire et le premier de la solution
puzzle-move = le coup { $index } du problème, `{ $move }`, n’y est pas légal
err-at = `{ $text }` ne désigne aucune position ; donnez start, end, marked, every, auto ou un coup comme 23 (après le coup des Blancs) ou 23... (après celui des Noirs)
err-move-letters = `{ $text }` n’est pas une façon d’écrire les coups ; donnez en, de, it, fr, fide ou figurine
help-arg-at = Choisit les positions d’une partie PGN à dessiner : start, end, marked (à chaque marque de diagramme {"{"}[#]{"}"}), every (après chaque demi-coup), un coup comme 23 ou 23..., ou auto (les marques, sinon le début d’une partie avec une balise FEN, sinon la fin)
help-arg-move-letters = Choisit les lettres de {"{"}move{"}"} dans les textes : en, de, it, fr, fide ou figurine
help-arg-no-flip = Dessine l’échiquier vu du côté des Blancs, même pour un problème où les Noirs jouent

## La ligne de commande telle que clap la lit : titres, paramètres fictifs et
## mots propres à clap dans l'aide, ses erreurs, et les pages de manuel. Un
## titre se termine par le deux-points avec lequel il s'affiche ; les
## paramètres fictifs s'écrivent en capitales.

cli-heading-usage = Utilisation :
cli-heading-commands = Commandes :
cli-heading-arguments = Arguments :
cli-heading-options = Options :
cli-heading-global = Options globales :
cli-heading-input = Entrée :
cli-heading-look = Apparence :
cli-heading-marks = Marques :
cli-heading-texts = Textes :
cli-heading-output = Sortie :
cli-heading-examples = Exemples :
cli-more-options = Voici les options les plus utilisées ; `--help` les donne toutes.
cli-help-help = Affiche l'aide
cli-help-version = Affiche la version
cli-help-command-help = Affiche l'aide de forsythe ou de l'une de ses commandes
cli-default = [par défaut : { $value }]
cli-aliases = [aussi : { $names }]
cli-possible-values = [valeurs possibles : { $values }]
cli-value-options = OPTIONS
cli-value-command = COMMANDE
cli-value-lang = LANGUE
cli-value-record = ENREGISTREMENT
cli-value-input = ENTRÉE
cli-value-dialect = NOTATION
cli-value-file = FICHIER
cli-value-dir = DOSSIER
cli-value-px = PX
cli-value-name = NOM
cli-value-color = COULEUR
cli-value-square = CASE
cli-value-fromto = COUP
cli-value-comment = COMMENTAIRE
cli-value-text = TEXTE
cli-value-length = LONGUEUR
cli-value-n = N
cli-value-template = MODÈLE
cli-value-format = FORMAT
cli-value-shell = SHELL
cli-value-paper = PAPIER
cli-value-frame = CADRE
cli-value-k = K
cli-value-key = CLÉ
cli-value-letters = LETTRES
cli-value-out = SORTIE
cli-value-renderer = RENDU
cli-value-supports = SUPPORTS
cli-value-url = URL
cli-value-value = VALEUR
cli-value-what = QUOI
cli-value-when = QUAND
cli-value-where = OÙ
cli-value-words = MOTS
cli-value-style = STYLE
cli-value-ms = MS
cli-value-addr = ADRESSE
cli-value-mb = Mo
cli-value-seconds = SECONDES
cli-value-walk = MARCHE
cli-value-shape = FORME
cli-value-degrees = DEGRÉS
cli-error-unknown-command = `{ $name }` n'est pas une commande de forsythe
cli-error-unknown-argument = argument inattendu `{ $arg }`
cli-error-unquoted-fen = argument inattendu `{ $arg }` : il appartient à la FEN qui le précède, et une FEN contient des espaces, il faut donc la mettre entre guillemets
cli-hint-quote-fen = écrivez : { $example }
cli-error-invalid-value = `{ $value }` n'est pas une valeur valide pour `{ $arg }`
cli-error-missing-value = `{ $arg }` exige une valeur
cli-error-missing-arguments = { $count ->
        [one] il manque un argument obligatoire : { $args }
       *[other] il manque des arguments obligatoires : { $args }
    }
cli-error-missing-command = `{ $command }` exige une commande : { $commands }
cli-error-conflict = `{ $arg }` ne peut pas être employé avec { $others }
cli-error-repeated = `{ $arg }` ne peut être donné qu'une seule fois
cli-error-equals = `{ $arg }` attend sa valeur après un `=`
cli-error-too-many-values = valeur inattendue `{ $value }` pour `{ $arg }`
cli-error-value-count = `{ $arg }` attend { $expected } valeurs, mais { $actual ->
        [one] 1 seule a été donnée
       *[other] { $actual } ont été données
    }
cli-error-not-utf8 = un argument n'est pas de l'UTF-8 valide
cli-error-other = la ligne de commande est illisible
cli-hint-similar = vouliez-vous dire `{ $name }` ?
cli-hint-possible-values = valeurs possibles : { $values }
cli-hint-optional-values = { $option } s’emploie seul, ou suivi de l’un de { $values } comme mot suivant
cli-hint-as-value = pour passer `{ $arg }` comme valeur, écrivez `{ $example }`
cli-hint-remove-dashes = `{ $name }` est une commande ; pour l'employer, retirez le `--` qui la précède
cli-hint-whole-number = un nombre entier est attendu
cli-hint-number-range = le nombre sort des limites permises
cli-more-help = Pour en savoir plus, lancez `{ $command } --help`.
help-man-arg-command = La commande dont la page est affichée (par défaut, la page de forsythe lui-même)
help-man-arg-dir = Écrit toutes les pages (forsythe.1, forsythe-render.1, …) dans ce dossier
cli-man-manual = Manuel de forsythe
cli-man-name = NOM
cli-man-synopsis = SYNOPSIS
cli-man-description = DESCRIPTION
cli-man-exit-status = CODE DE RETOUR
cli-man-see-also = VOIR AUSSI
cli-man-see-page = Voir { $page }.

warn-missing-slash = manque-t-il un `/` avant la rangée { $rank } ? Les rangées comptent { $width } cases : la rangée est lue comme deux
err-dialect-unknown-fixed = `{ $text }` n’est pas une notation admise ici : donnez un nom (en, de, it, fide, fr, es, pt, nl, pl, cs, sk, hu, ro, sv, da, no, fi, tr, ru, ffen, ffen-left, yacpdb, yacpdb-right, popeye, popeye-de, popeye-fr, unicode) ou six lettres pour le roi, la dame, la tour, le fou, le cavalier et le pion

## serve

serve-listening = à l'écoute sur { $url } avec { $workers ->
        [one] un thread de dessin
       *[other] { $workers } threads de dessin
    }
serve-stopping = arrêt : les requêtes en cours sont d'abord menées à terme ({ $connections } connexions ouvertes)
serve-err-bind = impossible d'écouter sur { $address } : { $reason }
serve-err-start = impossible de démarrer le service : { $reason }
serve-err-address = `{ $text }` n'est pas une adresse d'écoute ; indiquez une adresse IP comme `127.0.0.1` ou `::`
serve-err-option-range = { $option } vaut { $value } ; la valeur doit être comprise entre { $min } et { $max }
serve-err-param-repeated = `{ $key }` est donné plusieurs fois, mais n'accepte qu'une valeur
serve-err-no-record = il n'y a aucun enregistrement à dessiner ; donnez-le dans `fen`
serve-err-param-bool = `{ $key }={ $value }` n'est ni oui ni non ; écrivez 1, true, yes ou on, ou bien 0, false, no ou off
serve-err-param-number = `{ $key }={ $value }` n'est pas un nombre entier
serve-err-param-too-many = trop de valeurs pour `{ $key }` ; { $max } au plus sont prises en compte
serve-err-param-too-long = `{ $key }` compte { $length } caractères ; { $max } au plus sont dessinés
serve-err-param-square = `{ $key }={ $value }` n'est pas une case ; indiquez-en une comme e4
serve-err-param-choice = `{ $key }={ $value }` n'est pas une valeur de { $key } ; écrivez { $choices }
serve-err-unsupported = { $key } n'est pas pris en charge par cette version du programme
serve-err-not-in-service = `{ $key }` n'existe qu'en ligne de commande ; le service ne lit aucun fichier
serve-err-base = la position de départ (`base`) est illisible : { $reason }
serve-err-not-a-record = `{ $text }` n’est pas un enregistrement (une phrase, un titre ou des coups ne sont jamais dessinés)
serve-err-too-small = une image de { $size } pixels de large n'a pas la place pour { $files } colonnes ; demandez une taille plus grande
serve-err-image-too-large = une image de { $width }×{ $height } pixels est trop grande (8192 au plus par côté et 16 mégapixels) ; demandez une taille plus petite
serve-err-uri-too-long = la cible de la requête compte { $length } octets ; { $max } au plus sont lus
serve-err-headers-too-large = les en-têtes de la requête comptent { $length } octets ; { $max } au plus sont lus
serve-err-method = { $method } n'est pas servi ici, seulement GET et HEAD
serve-err-body = ce service n'accepte pas de corps de requête
serve-err-busy = tous les threads de dessin sont occupés et aucune requête de plus ne peut attendre ; réessayez dans un instant
serve-err-timeout = la requête a duré plus de { $seconds } secondes
serve-err-not-found = il n'y a rien à l'adresse { $path } ; le service répond aux adresses { $paths }
serve-err-no-such-format = { $path } n'est pas dessiné ici : { $stem } existe en { $paths }
serve-err-internal = le diagramme n'a pas pu être dessiné à cause d'une erreur interne
serve-hint-other-dialect = vouliez-vous dire `dialect={ $code }` (notation { $dialect }) ?
serve-hint-ambiguous = choisissez la notation avec `dialect`, par exemple `dialect={ $code }`
serve-hint-notation-dialect = `notation` dit où vont les coordonnées ; pour la notation de la position, écrivez `dialect={ $value }`
serve-hint-strict = un avertissement compte comme une erreur (`strict`)
serve-hint-not-a-record = un enregistrement est une position en notation Forsyth, FEN ou EPD, par exemple `4k3/8/8/8/8/8/8/4K3 w`
serve-problem-bad-parameter = Un paramètre est illisible
serve-problem-no-record = Aucun enregistrement
serve-problem-record = L'enregistrement est illisible
serve-problem-render = Le diagramme ne peut pas être dessiné
serve-problem-unsupported = Non pris en charge par cette version
serve-problem-not-found = Introuvable
serve-problem-method-not-allowed = Méthode non autorisée
serve-problem-body-not-allowed = Corps de requête refusé
serve-problem-uri-too-long = Cible de requête trop longue
serve-problem-headers-too-large = En-têtes trop volumineux
serve-problem-busy = Trop de requêtes
serve-problem-timeout = La requête a pris trop de temps
serve-problem-internal = Erreur interne
serve-page-title = Diagrammes d'échecs à partir de FEN
serve-page-intro = Saisissez une position en notation Forsyth, FEN ou EPD, avec les lettres des pièces de n'importe quelle langue. Le diagramme suit votre saisie.
serve-page-record = Position
serve-page-record-help = Majuscules pour les Blancs, minuscules pour les Noirs, chiffres pour les cases vides, une barre oblique entre les rangées.
serve-page-options = Diagramme
serve-page-notation = Notation
serve-page-notation-auto = Reconnaître (auto)
serve-page-theme = Couleurs
serve-page-theme-classic = Bois
serve-page-theme-blue = Bleu
serve-page-theme-green = Vert
serve-page-theme-print = Impression (gris et blanc)
serve-page-theme-hatched = Hachuré (livres)
serve-page-theme-magazine = Revue de problèmes
serve-page-size = Taille
serve-page-flip = Noirs en bas
serve-page-coordinates = Coordonnées
serve-page-side-to-move = Afficher le trait
serve-page-language = Langue
serve-page-language-name = Français
serve-page-show = Afficher le diagramme
serve-page-diagram = Diagramme
serve-page-diagram-alt = Diagramme d'échecs : { $record }
serve-page-empty = Le diagramme apparaît ici dès que vous saisissez une position.
serve-page-clean = Lu sans avertissement.
serve-page-download = Télécharger
serve-page-link = Adresse de l'image
serve-page-link-help = Collez cette adresse partout où une image est attendue : message de forum, CMS, Markdown. L'image d'une adresse ne change jamais.
serve-page-copy = Copier
serve-page-copied = Copié
serve-page-offline = Le service est injoignable.
serve-page-use-dialect = Lire en notation { $dialect }
serve-page-footer = Diagrammes dessinés par forsythe { $version }.
help-cmd-serve = Sert des diagrammes par HTTP : des adresses d'images et une page où l'on saisit une position pour voir l'échiquier
help-serve-arg-bind = Adresse IP d'écoute (`0.0.0.0` ou `::` pour toutes les interfaces)
help-serve-arg-port = Port d'écoute (0 en choisit un libre)
help-serve-arg-workers = Threads qui dessinent les diagrammes (par défaut : un par cœur)
help-serve-arg-queue = Requêtes pouvant attendre un thread de dessin ; au-delà, la réponse est 429 Too Many Requests
help-serve-arg-cache-size = Mémoire que les threads de dessin peuvent garder pour les images des pièces et les échiquiers vides, en Mo
help-serve-arg-header-timeout = Secondes dont dispose un client pour envoyer les en-têtes d'une requête (c'est aussi la durée de vie d'une connexion inactive)
help-serve-arg-request-timeout = Secondes que peut durer une requête une fois ses en-têtes lus
help-serve-arg-port-file = Écrit l'adresse d'écoute (par exemple 127.0.0.1:8080) dans ce fichier

## Le texte tel qu’on l’écrit

err-not-a-record = `{ $text }` n’est ni un fichier ni un enregistrement
note-passed-over = { $file } : { $lines ->
        [one] une ligne n’est pas un enregistrement (ligne { NUMBER($first, useGrouping: "false") }) et a été ignorée
       *[other] { $lines } lignes ne sont pas des enregistrements (titres, coups, texte ; la première est la ligne { NUMBER($first, useGrouping: "false") }) et ont été ignorées
    }
note-passed-over-kept = la ligne de texte au-dessus d’un enregistrement est son {"{"}title{"}"} ({ $titles }), les coups en dessous sa {"{"}solution{"}"} ({ $solutions })
warn-missing-semicolon = il manque le `;` de l’opération EPD `{ $opcode }` avant `{ $next }` ; elle s’arrête là
warn-spaced-ranks = les { $ranks } rangées sont séparées par des espaces et non par `/` ; lu comme `{ $meant }`
warn-standard-fields = l’échiquier a { $height } rangées de { $width } cases, mais les champs qui suivent sont ceux des échecs orthodoxes, dont l’échiquier a 8 rangées de 8 : une rangée de trop ou de moins ?
note-eight-ranks = 64 cases sans `/` : lu comme 8 rangées de 8 cases

# Documents LaTeX et Typst : `forsythe latex`.
help-cmd-latex = Dessine les diagrammes que demande une compilation LaTeX d'un document (JOB.fsq) et écrit les réponses que lira la compilation suivante (JOB.fsd)
help-latex-arg-job = Le travail : le nom du document sans .tex (JOB, JOB.tex et JOB.fsq désignent le même)
help-arg-texts = Où un diagramme d'un document LaTeX ou Typst porte sa légende, les données du problème et la liste des pièces féeriques : document (composés dans la police du document ; par défaut) ou image (dessinés dans l'image)
err-key-document-only = `{ $key }` n'existe que pour les diagrammes des documents LaTeX et Typst
err-key-not-here = `{ $key }` ne peut pas être utilisé ici
latex-hint-run-latex = compilez d'abord le document avec LaTeX : il écrit { $job }.fsq, les diagrammes demandés
latex-format = ce fichier n'a pas été écrit par le forsythe.sty de cette version de forsythe (il commence par `{ $found }`) ; utilisez le paquet fourni avec ce programme
latex-format-older = ce fichier de demandes est au format { $found }, et ce forsythe lit le format { $format } : il a été écrit par un forsythe.sty plus ancien ; remplacez-le par le forsythe.sty fourni avec ce programme (forsythe { $version }) et relancez LaTeX
latex-format-newer = ce fichier de demandes est au format { $found }, et ce forsythe (version { $version }) lit le format { $format } : il a été écrit par un forsythe.sty plus récent ; mettez forsythe à jour à la version de ce paquet, ou utilisez le forsythe.sty fourni avec ce programme
latex-bad-line = `{ $text }` n'est pas une ligne d'un fichier de demandes
latex-unfinished = cette demande n'a pas de fin (LaTeX s'est arrêté en l'écrivant) ; relancez LaTeX
cli-value-job = TRAVAIL

## Fichiers de problèmes (entrée Popeye, collections YACPDB/olive)
warn-problem-unknown-keyword = `{ $word }` n’est pas un mot-clé ici ; il est ignoré
warn-problem-ambiguous-keyword = `{ $word }` peut désigner { $candidates } ; écrivez-en davantage. Il est ignoré
warn-problem-ambiguous-piece = le code de pièce `{ $code }` désigne plus d’une pièce dans cette langue ({ $readings }) ; il est dessiné comme { $drawn }, comme Popeye le lit
warn-problem-unknown-piece = `{ $code }` n’est pas un code de pièce connu ; la pièce est dessinée `?`
warn-problem-hunter = `{ $code }` est un chasseur, sans figure propre ; il est dessiné comme sa pièce de marche avant, tournée vers la droite
warn-problem-unknown-attribute = `{ $word }` n’est ni une couleur ni un attribut de pièce ; il est ignoré
warn-problem-bad-square = `{ $text }` n’est pas une case de l’échiquier ; elle est ignorée
warn-problem-missing-square = la pièce `{ $piece }` n’a pas de case ; elle est ignorée
warn-problem-unknown-condition = `{ $word }` n’est ni une condition que Popeye connaît, ni l’une de ses variantes ; il est imprimé tel quel
warn-problem-missing-value = `{ $keyword }` n’est pas suivi de ce qu’il demande ; il est ignoré
warn-problem-bad-twin = le jumeau `{ $text }` est illisible ; il est ignoré
warn-problem-bad-value = `{ $found }` ne se lit pas comme { $field } ; il est ignoré
warn-problem-syntax = le fichier est mal formé ({ $message }) ; ce qui a pu être lu est gardé
warn-problem-unexpected-end = le fichier se termine avant son mot-clé de fin ; le dernier problème est lu aussi loin qu’il va
warn-problem-text-after-end = le texte après le mot-clé de fin est ignoré
warn-problem-square-twice = deux pièces sur { $square } ; la dernière est gardée
warn-problem-no-pieces = le problème n’a aucune pièce
warn-problem-too-complex = les listes et tables s’imbriquent trop profondément ici, ou les alias répètent trop ; l’excédent est ignoré
warn-problem-not-a-problem = `{ $found }` n’est pas un problème (un problème est une table de champs comme `algebraic` et `stipulation`) ; il est ignoré
warn-twin-no-piece = jumeau { $twin } : aucune pièce sur { $square } ; la position de départ est dessinée
warn-twin-off-board = jumeau { $twin } : { $square } n’est pas sur l’échiquier ; la position de départ est dessinée
warn-twin-piece-outside = jumeau { $twin } : la pièce en { $square } sortirait de l’échiquier ; la position de départ est dessinée
# The LaTeX diagram package's environments, read (`{ $text }` is what was written).
latex-diagram-unknown-command = `{ $text }` n’est pas une commande du paquet diagram lue ici ; elle est ignorée
latex-diagram-missing-argument = il manque à `\{ $text }` son argument entre accolades ; la commande est ignorée
latex-diagram-bad-piece = `{ $text }` n’est pas une pièce du paquet diagram (une couleur w, s ou n, une lettre de pièce K D T L S B C E X, le cas échéant une rotation R U L, puis des cases) ; elle est omise
latex-diagram-bad-square = `{ $text }` n’est pas une case (une lettre de colonne et une rangée, les rangées au-delà de 9 entre accolades : `i{"{"}11{"}"}`) ; elle est omise
latex-diagram-off-board = { $text } est hors de l’échiquier ; elle est omise
latex-diagram-occupied = { $text } est donnée deux fois ; la première est gardée
latex-diagram-bad-size = `{ $text }` n’est pas une taille d’échiquier (colonnes x rangées, chacune de 1 à 26, comme `10x8`) ; l’échiquier fait 8×8
latex-diagram-long-text = `{ $text }` est trop long pour le texte d’une case (une ou deux lettres ou chiffres) ; il est omis
latex-diagram-bad-grid-line = `{ $text }` n’est pas une ligne de grille (`v` ou `h`, puis colonne, rangée et longueur : `v217`) ; elle est omise
latex-diagram-bad-fen = `{ $text }` n’est pas une position FEN sur 8×8 ; elle est omise
latex-diagram-turn-ignored = le paquet diagram ne tourne ni les cercles ni les équisauteurs : la rotation de `{ $text }` est omise
latex-diagram-stray-text = `{ $text }` n’appartient à aucune commande du diagramme ; il est ignoré
latex-diagram-unclosed = le diagramme n’a pas de `\end{"{"}diagram{"}"}` ; il est lu jusqu’au diagramme suivant ou jusqu’à la fin du fichier
latex-diagram-planes = les échiquiers à plusieurs plans (`{ $text }`) ne sont pas dessinés ; l’environnement est ignoré
# What the diagram package cannot write, by square.
latex-diagram-lost-marker = le paquet diagram n’a ni croix, ni carré, ni triangle : ce qui se trouve en { $squares } est écrit comme un cercle
latex-diagram-lost-eighth-turn = le paquet diagram ne tourne les pièces que par quarts de tour : le cavalier en { $squares } est écrit tourné de 45° de moins
latex-diagram-lost-turn = le paquet diagram ne tourne pas les cercles et ne dessine l’équisauteur que droit ou tourné vers la droite : { $squares } est écrit ainsi
latex-diagram-lost-unknown = le `?` en { $squares } ne peut pas s’écrire avec le paquet diagram ; il est omis
latex-diagram-lost-shared-picture = l’image de la pièce en { $squares } représente déjà une autre marche ; le diagramme ne peut pas dire la marche de la pièce, ni qu’elle n’en a pas
latex-diagram-lost-attribute = le paquet diagram n’a pas de marque pour les attributs des pièces (royale, demi-neutre, …) : ceux des pièces en { $squares } sont omis
latex-diagram-lost-fields = le paquet diagram sépare les éléments de { $fields } par `;` (les thèmes par `,`) : un élément qui en contient un est relu comme deux
twin-rotate = rotation { $degrees }°
twin-mirror = miroir { $axis }
twin-shift = translation { $from }→{ $to }
twin-polish = échange des couleurs
twin-no-condition = sans condition
# Une pièce féerique ou neutre dans la ligne des jumeaux, sa couleur à part : « Sauterelle des Noirs ».
twin-piece-side = { $side ->
        [white] { $piece } des Blancs
        [black] { $piece } des Noirs
       *[neutral] { $piece } neutre
    }
# Les changements d'un jumeau en mots, pour la description d'un problème.
describe-twin-piece = { $role ->
        [king] roi
        [queen] dame
        [rook] tour
        [bishop] fou
        [knight] cavalier
       *[pawn] pion
    } { $side ->
        [white] { $role ->
            [queen] blanche
            [rook] blanche
           *[other] blanc
        }
        [black] { $role ->
            [queen] noire
            [rook] noire
           *[other] noir
        }
       *[neutral] neutre
    }
describe-twin-move = { $piece } de { $from } en { $to }
describe-twin-exchange = { $first } et { $second } échangent leurs places
describe-twin-add = { $piece } en plus en { $square }
describe-twin-remove = { $piece } en moins en { $square }
describe-twin-substitute = { $from } devient { $to }
describe-twin-rotate = échiquier tourné de { $degrees }°
describe-twin-mirror = échiquier réfléchi, { $first } échangeant sa place avec { $second }
describe-twin-shift = toutes les pièces décalées comme de { $from } à { $to }
describe-twin-polish = couleurs échangées et échiquier réfléchi (type polonais)
describe-twin-stipulation = énoncé { $text }
describe-twin-condition = conditions { $text }
describe-twin-continued = { $label } (à partir du jumeau précédent)

# A move in English letters inside a game written in another language's letters.
warn-game-english-move = `{ $move }` est écrit avec les lettres anglaises dans une partie en notation { $language } ; le coup est lu en anglais
warn-game-stray-brace = une `{"}"}` qui ne ferme aucun commentaire est ignorée ; la partie continue après elle
note-game-prose-after = la partie s’arrête à son dernier coup : le texte qui suit est de la prose et il est ignoré
err-game-english-move-strict = `{ $move }` est écrit avec les lettres anglaises dans une partie en notation { $language }, la partie est donc refusée (--strict)

## Le guide : la dernière ligne de l'aide du programme et de chaque commande

help-guide = Le guide (en anglais) : `docs/src/introduction.md` dans les sources de forsythe. `mdbook build docs` en fait un site web.
help-guide-render = Le guide (en anglais) : `docs/src/render.md` dans les sources de forsythe.
help-guide-batch = Le guide (en anglais) : `docs/src/batch.md` dans les sources de forsythe.
help-guide-translate = Le guide (en anglais) : `docs/src/translate.md` dans les sources de forsythe.
help-guide-describe = Le guide (en anglais) : `docs/src/describe.md` dans les sources de forsythe.
help-guide-dialects = Le guide (en anglais) : `docs/src/dialects.md` dans les sources de forsythe.
help-guide-completions = Le guide (en anglais) : `docs/src/completions.md` dans les sources de forsythe.
help-guide-man = Le guide (en anglais) : `docs/src/completions.md` dans les sources de forsythe.
help-guide-markdown = Le guide (en anglais) : `docs/src/markdown.md` dans les sources de forsythe.
help-guide-mdbook = Le guide (en anglais) : `docs/src/mdbook.md` dans les sources de forsythe.
help-guide-block = Le guide (en anglais) : `docs/src/blocks.md` dans les sources de forsythe.
help-guide-latex = Le guide (en anglais) : `docs/src/hosts/latex.md` dans les sources de forsythe.
help-guide-serve = Le guide (en anglais) : `docs/src/serve.md` dans les sources de forsythe.

## The board editor on the page of `forsythe serve`

serve-edit-heading = Éditeur d’échiquier
serve-edit-help = Un clic sur une case y pose la pièce choisie ; un clic droit ou la touche Suppr la vide, et l’on peut glisser une pièce depuis la palette ou depuis une autre case. Au clavier : les flèches changent de case, les lettres de la notation choisie posent les pièces (majuscules pour les Blancs), Entrée pose la pièce choisie, `-` un trou et `?` une case inconnue.
serve-edit-tools = Outils de l’échiquier
serve-edit-start = Position initiale
serve-edit-clear = Vider
serve-edit-flip = Retourner
serve-edit-swap = Inverser les couleurs
serve-edit-undo = Annuler
serve-edit-redo = Rétablir
serve-edit-board = Échiquier
serve-edit-width = Colonnes
serve-edit-height = Rangées
serve-edit-palette = Pièces
serve-edit-fairy = Pièce féerique
serve-edit-shape = Pièce ou marche
serve-edit-shapes = Formes
serve-edit-walks = Marches (Popeye)
serve-edit-side = Couleur
serve-edit-turn = Rotation
serve-edit-use-fairy = Prendre cette pièce
serve-edit-fields = Position
serve-edit-to-move = Trait
serve-edit-to-move-none = non précisé
serve-edit-castling = Roque
serve-edit-en-passant = En passant
serve-edit-changes = Changements depuis cette position
serve-edit-changes-help = Garde l’échiquier tel qu’il est : la position s’écrit alors comme ce qui a changé depuis, avec `.` pour chaque case inchangée. Un nouveau clic commence l’étape suivante à partir de l’échiquier d’alors.
serve-edit-changes-off = Position entière
serve-edit-copy = Copier en
serve-edit-export-markdown = bloc Markdown
serve-edit-export-latex = LaTeX
serve-edit-export-typst = Typst
serve-edit-export-popeye = pièces Popeye
serve-edit-export-olive = entrée olive
serve-edit-export-size = Taille de l’image (px)
serve-edit-empty = case vide
serve-edit-hole = trou
serve-edit-unknown = case inconnue
serve-edit-piece = { $name } ({ $side ->
        [white] Blancs
        [neutral] neutre
       *[black] Noirs
    })
serve-edit-side-name = { $side ->
        [white] Blancs
        [neutral] Neutre
       *[black] Noirs
    }
serve-edit-square = { $square }, { $content }
serve-edit-too-long = une valeur de la requête de l’éditeur dépasse { $max } caractères
serve-edit-bad-board = l’échiquier de l’éditeur est illisible
