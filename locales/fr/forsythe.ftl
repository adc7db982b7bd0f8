# forsythe — messages en français (traduction de locales/en/forsythe.ftl ; l'anglais sert de repli).

## Étiquettes des diagnostics

severity-error = erreur
severity-warning = avertissement
severity-note = remarque
severity-hint = conseil
location-line-column = ligne { $line }, colonne { $column }
location-column = colonne { $column }
location-line = ligne { $line }

## Noms employés dans les messages

color-white = Blancs
color-black = Noirs
piece-king = Roi
piece-queen = Dame
piece-rook = Tour
piece-bishop = Fou
piece-knight = Cavalier
piece-pawn = Pion
dialect-en = anglaise
dialect-de = allemande
dialect-it = italienne
dialect-fide = FIDE
dialect-fr = française
dialect-custom = personnalisée ({ $letters })
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

warn-unknown-character = `{ $char }` dans la rangée { $rank } n'est pas une lettre de pièce en notation { $dialect } ; il est représenté par `?`
warn-unknown-characters = { $count } caractères ne sont pas des lettres de pièce en notation { $dialect } ({ $chars }) ; ils sont représentés par `?`
warn-short-rank = la rangée { $rank } compte { $squares } cases mais l'échiquier fait { $width } cases de large ; { $missing ->
        [one] la dernière case reste inchangée (vide sur un échiquier vierge)
       *[other] les { $missing } dernières cases restent inchangées (vides sur un échiquier vierge)
    }
warn-empty-rank = la rangée { $rank } est vide ; ses { $width } cases restent inchangées (vides sur un échiquier vierge)
warn-fullmove-zero = le numéro du coup 0 n'est pas admis (les coups se comptent à partir de 1) ; il est conservé tel quel
hint-other-dialect = vouliez-vous dire `--dialect { $code }` (notation { $dialect }) ?

## Erreurs dans l'entrée

err-empty-placement = le placement des pièces est absent
err-line-too-long = la ligne fait { $bytes } octets ; un enregistrement en a au plus { $max }
err-no-squares = le placement des pièces ne contient aucune case
err-too-wide = la rangée { $row } (en partant du haut) compte plus de { $max } cases
err-too-tall = l'échiquier a plus de { $max } rangées
err-bad-field = le champ { $number } ({ $field }) vaut `{ $text }` ; on attend { $expected }
err-unterminated-operation = l'opération EPD `{ $opcode }` ne se termine pas par `;`
err-unterminated-string = un opérande EPD entre guillemets n'a pas de `"` fermant
err-bad-opcode = `{ $text }` n'est pas un code d'opération EPD ; un code d'opération commence par une lettre et ne contient que des lettres, des chiffres et `_`
err-bad-operand = l'opérande de `{ $opcode }` vaut `{ $text }` ; on attend un nombre entier
err-trailing-text = `{ $text }` inattendu après le numéro du coup
err-ambiguous = la notation est ambiguë : `{ $letter }` désigne { $readings }
# L'article suit le genre du nom de pièce (piece-queen, piece-rook : féminins).
err-ambiguous-reading = { $piece ->
        [Dame] une
        [Tour] une
       *[other] un
    } { $piece } en notation { $dialect }
hint-ambiguous = choisissez la notation avec `--dialect`, par exemple `--dialect { $code }`
err-not-utf8 = la ligne n'est pas de l'UTF-8 valide (octet { $offset } de la ligne)

## Remarques sur la détection automatique de la notation

note-auto-only = lecture en notation { $dialect } : c'est la seule qui connaît toutes les lettres
note-auto-plausible = lecture en notation { $dialect } ; notations écartées : { $reasons }
reason-pawn-on-edge = { $dialect } (un Pion en { $square })
reason-several-kings = { $dialect } ({ $count } { $color ->
        [white] Rois blancs
       *[black] Rois noirs
    })

## Erreurs de la ligne de commande et du système

err-dialect-unknown = `{ $text }` n'est pas une notation : donnez un nom (en, de, it, fide, fr, auto) ou six lettres pour le Roi, la Dame, la Tour, le Fou, le Cavalier et le Pion
err-dialect-not-letter = `{ $text }` : `{ $char }` n'est pas une lettre ayant une majuscule et une minuscule
err-dialect-repeated = `{ $text }` : la lettre `{ $char }` désigne deux pièces
err-base = la position de base donnée avec --base est illisible
err-read-input = impossible de lire { $path } : { $reason }
err-write-output = impossible d'écrire dans { $path } : { $reason }
stdin-name = l'entrée standard
stdout-name = la sortie standard

## Diagrammes

err-theme = `{ $name }` n'est pas un thème ; choisissez classic, blue, green ou print
err-color = `{ $text }` n'est pas une couleur ; écrivez-la en hexadécimal CSS, comme #b38760 ou #fff
err-size = une image de { $size } pixels de large est impossible ; la taille doit être comprise entre { $min } et { $max }
err-too-small = une image de { $size } pixels de large n'a pas la place pour { $files } colonnes ; augmentez --size
err-caption-too-long = une légende de { $length } caractères est trop longue ; on en dessine au plus { $max }
err-image-too-large = une image de { $width }×{ $height } pixels est trop grande (au plus 8192 de côté et 16 mégapixels) ; indiquez une --size plus petite
err-mark = `{ $text }` n'est pas une marque ; indiquez une case comme e4, ou e2e4 pour une flèche, éventuellement suivie de :COULEUR
err-mark-color = `{ $text }` n'est pas une couleur de marque ; utilisez green, red, yellow, blue ou un code hexadécimal CSS
err-mark-off-board = la case { $square } d'une marque n'est pas sur l'échiquier
err-square-size = `{ $text }` n'est pas une taille de case ; indiquez une longueur comme 20pt, 7mm, 0.8cm ou 0.3in
err-dpi = une résolution de { $dpi } dpi n'est pas possible ; indiquez 1 à 10000
err-encode = impossible d'encoder le PNG : { $reason }
err-format-stdout = l'écriture sur la sortie standard exige --format svg ou --format png
err-format-unknown = impossible de déduire le format de { $path } ; nommez le fichier .svg ou .png, ou indiquez --format
err-no-record = il n'y a aucun enregistrement à dessiner
err-one-record = la commande render dessine un seul enregistrement, mais la ligne { $line } en contient un autre ; utilisez `forsythe batch` pour en dessiner plusieurs
err-piece-missing = le fichier de pièce { $path } est absent
err-piece-unreadable = impossible de lire le fichier de pièce { $path } : { $reason }
err-piece-too-large = le fichier de pièce { $path } fait { $reason } octets ; on en lit au plus 1 Mio
err-piece-invalid = le fichier de pièce { $path } n'est pas un SVG utilisable : { $reason }
err-piece-empty = le fichier de pièce { $path } ne dessine rien

## Commande forsythe dialects

dialects-heading-piece = Pièce
dialects-heading-code = Code

## Légendes dessinées sous le diagramme

caption-side-white = Trait aux Blancs
caption-side-black = Trait aux Noirs
caption-count = ({ $white }+{ $black })
warn-caption-side = l'enregistrement n'indique pas qui a le trait ; la légende ne peut donc pas le mentionner

## Textes d'aide de la ligne de commande

help-about = Diagrammes d'échecs (SVG, PNG, PDF) à partir de Forsyth, FEN et EPD, en de nombreuses notations
help-exit-codes = Codes de sortie : 0 tous les enregistrements ont été lus ; 1 un enregistrement comportait une erreur (les autres sont tout de même traités) ; 2 la ligne de commande était incorrecte ; 130 un traitement par lot a été interrompu (les diagrammes terminés sont conservés).
help-cmd-render = Dessine un enregistrement sous forme de diagramme (SVG, PNG ou PDF)
help-cmd-translate = Réécrit des enregistrements en donnant le placement des pièces dans une autre notation
help-cmd-dialects = Affiche les lettres des pièces dans chaque notation
help-cmd-completions = Affiche un script de complétion pour un shell
help-cmd-man = Affiche la page de manuel (roff)
help-arg-lang = Langue des messages : en, de, it, nl, fr (par défaut d'après LC_ALL, LC_MESSAGES, LANG)
help-arg-quiet = N'affiche ni avertissements ni remarques, seulement les erreurs
help-arg-strict = Traite les avertissements (caractères inconnus, rangées incomplètes) comme des erreurs
help-arg-merge-digits = Lit une suite de chiffres comme un seul nombre (`10` vaut dix cases vides)
help-arg-base = Superpose d'abord l'entrée à cette position (un enregistrement dans la notation de l'entrée, ou `start`)
help-arg-input = Un enregistrement (Forsyth, FEN ou EPD) ; sans lui, ou avec `-`, un enregistrement par ligne lu sur l'entrée standard
help-render-arg-input = L'enregistrement à dessiner (Forsyth, FEN ou EPD) ; sans lui, ou avec `-`, il est lu sur l'entrée standard
help-arg-from = Notation de l'entrée : en, de, it, fide, fr, six lettres (dans l'ordre R D T F C P) ou auto
help-arg-dialect = Notation de l'entrée : en, de, it, fide, fr, six lettres (dans l'ordre R D T F C P) ou auto
help-arg-to = Notation de la sortie : en, de, it, fide, fr ou six lettres
help-arg-output = Où écrire le diagramme (`-` pour la sortie standard, ce qui exige --format)
help-arg-format = svg, png ou pdf ; par défaut d'après l'extension du fichier de sortie
help-arg-size = Largeur de l'image en pixels (de 16 à 4096)
help-arg-flip = Dessine l'échiquier vu du côté des Noirs
help-arg-coordinates = Lettres des colonnes et numéros des rangées autour de l'échiquier (par défaut)
help-arg-no-coordinates = Sans lettres des colonnes ni numéros des rangées
help-arg-side-to-move = Un disque à côté de l'échiquier, du côté du camp qui a le trait, quand l'enregistrement l'indique
help-arg-theme = Couleurs : classic, blue, green ou print
help-arg-light = Couleur des cases claires (hexadécimal CSS, comme #eed7b3)
help-arg-dark = Couleur des cases foncées (hexadécimal CSS, comme #b38760)
help-arg-transparent = Pas de fond autour de l'échiquier ni dans ses trous
help-arg-pieces = Un dossier contenant les douze dessins de pièces wK.svg … bP.svg
help-arg-caption = Une ligne sous l'échiquier : `side` (le trait), `count` (nombre de pièces, blanches+noires) ou un texte quelconque, où {"{"}side{"}"} et {"{"}count{"}"} sont remplacés ; peut être répétée
help-arg-mark = Colorer une case, par exemple e4 ou e4:red (green, red, yellow, blue ou hexadécimal CSS) ; répétable
help-arg-circle = Entourer une case d'un cercle, par exemple d5:blue ; répétable
help-arg-cross = Marquer une case d'une croix, par exemple f7:red ; répétable
help-arg-arrow = Tracer une flèche, par exemple e2e4 ou g1f3:blue (un coup de Cavalier est coudé) ; répétable
help-arg-chessbase = Marques dans la syntaxe des commentaires ChessBase, par exemple "[%csl Ge4,Rd5][%cal Ge2e4]"
help-arg-square-size = Le côté d'une case en SVG et PDF, par exemple 20pt, 7mm ou 0.3in (avec --dpi, aussi la taille du PNG)
help-arg-dpi = La résolution écrite dans les fichiers PNG ; avec --square-size, elle fixe la taille de l'image
help-arg-stipulation = L'énoncé d'un problème, par exemple "#2", en bas à gauche, le décompte des pièces en bas à droite
help-arg-author = L'auteur d'un problème, au-dessus de l'échiquier
help-arg-source = La source d'un problème, au-dessus de l'échiquier sous l'auteur
help-arg-shell = Le shell : bash, zsh, fish, powershell ou elvish

## Rendu par lots

help-cmd-batch = Dessine chaque enregistrement d'un ou de plusieurs fichiers (lignes d'enregistrements, ou PGN) dans un dossier
help-batch-arg-files = Fichiers d'enregistrements, un par ligne, ou parties PGN (`-` pour l'entrée standard)
help-batch-arg-output = Le dossier des diagrammes (créé s'il n'existe pas)
help-batch-arg-format = svg, png ou pdf ; donnez --format plusieurs fois pour plusieurs formats ; par défaut png
help-arg-name = Noms de fichiers : {"{"}n{"}"} le numéro de l'enregistrement (largeur fixe : {"{"}n:04{"}"}), {"{"}line{"}"}, {"{"}id{"}"}, {"{"}stem{"}"}
help-arg-overlay = Les cases `.` et les rangées incomplètes de chaque enregistrement reprennent l'échiquier de l'enregistrement précédent
help-arg-fail-fast = S'arrête au premier enregistrement comportant une erreur
help-arg-jobs = Nombre de diagrammes dessinés en parallèle (par défaut : autant que de cœurs)
help-arg-manifest = Le format de DIR/manifest : json ou csv
help-arg-latex = Écrit aussi un fichier LaTeX avec une figure par diagramme
help-arg-html = Écrit aussi une planche-contact HTML de tous les diagrammes, pour la relecture
help-arg-pdf-book = Écrire aussi tous les diagrammes dans un PDF, en grille sur chaque page, chacun avec son numéro
help-arg-per-page = Diagrammes par page du livre PDF (sur deux colonnes)
help-arg-paper = Format du papier du livre PDF : a4 ou letter
location-file-line = { $file }, ligne { $line }
err-batch-dir = impossible d'utiliser le dossier { $path } : { $reason }
err-name-template = le modèle de nom `{ $template }` contient un paramètre inconnu `{ $name }` ; utilisez {"{"}n{"}"}, {"{"}line{"}"}, {"{"}id{"}"} ou {"{"}stem{"}"}
err-name-clash = les enregistrements de { $first } et de { $second } seraient tous deux écrits dans { $name } ; choisissez un --name qui les distingue
err-jobs = --jobs doit être compris entre 1 et { $max }
err-per-page = --per-page doit valoir de 1 à { $max }
err-pgn-fen = la balise FEN de la partie est illisible
batch-summary = { $rendered ->
        [one] { $rendered } diagramme écrit
       *[other] { $rendered } diagrammes écrits
    }, { $failed } en échec, { $warnings ->
        [one] { $warnings } avertissement
       *[other] { $warnings } avertissements
    }, en { $seconds } s
batch-stopped = arrêt à la première erreur (--fail-fast)
batch-interrupted = interrompu : les diagrammes déjà terminés sont écrits en entier et listés dans le manifeste
html-title = Diagrammes
html-lang = fr
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
warn-missing-slash = manque-t-il un `/` avant la rangée { $rank } ? Les rangées comptent { $width } cases : la rangée est lue comme deux
err-dialect-unknown-fixed = `{ $text }` n’est pas une notation admise ici : donnez un nom (en, de, it, fide, fr) ou six lettres pour le roi, la dame, la tour, le fou, le cavalier et le pion

## serve

serve-listening = à l'écoute sur { $url } avec { $workers ->
        [one] un thread de dessin
       *[other] { $workers } threads de dessin
    }
serve-stopping = arrêt : les requêtes en cours sont d'abord menées à terme ({ $connections } connexions ouvertes)
serve-err-bind = impossible d'écouter sur { $address } : { $reason }
serve-err-start = impossible de démarrer le service : { $reason }
serve-err-address = `{ $text }` n'est pas une adresse d'écoute ; indiquez une adresse IP comme 127.0.0.1 ou ::
serve-err-option-range = { $option } vaut { $value } ; la valeur doit être comprise entre { $min } et { $max }
serve-err-param-unknown = `{ $key }` n'est pas un paramètre de ce service
serve-err-param-unknown-suggest = `{ $key }` n'est pas un paramètre de ce service ; vouliez-vous dire `{ $suggestion }` ?
serve-err-param-repeated = `{ $key }` est donné plusieurs fois, mais n'accepte qu'une valeur
serve-err-no-record = il n'y a aucun enregistrement à dessiner ; donnez-le dans `fen`
serve-err-param-bool = `{ $key }={ $value }` n'est ni oui ni non ; écrivez 1, true, yes ou on, ou bien 0, false, no ou off
serve-err-param-number = `{ $key }={ $value }` n'est pas un nombre entier
serve-err-param-too-many = trop de valeurs pour `{ $key }` ; { $max } au plus sont prises en compte
serve-err-param-too-long = `{ $key }` compte { $length } caractères ; { $max } au plus sont dessinés
serve-err-param-square = `{ $key }={ $value }` n'est pas une case ; indiquez-en une comme e4
serve-err-param-move = `{ $key }={ $value }` n'est pas un coup ; écrivez-le comme e2e4 ou e7e8q
serve-err-board-colors = `{ $value }` n'est pas un jeu de couleurs ici ; choisissez lichess-brown, lichess-blue ou wikipedia
serve-err-unsupported = { $key } n'est pas pris en charge par cette version du programme
serve-err-not-in-service = `{ $key }` n'existe qu'en ligne de commande ; le service ne lit aucun fichier
serve-err-base = la position de départ (`base`) est illisible : { $reason }
serve-err-too-small = une image de { $size } pixels de large n'a pas la place pour { $files } colonnes ; demandez une taille plus grande
serve-err-image-too-large = une image de { $width }×{ $height } pixels est trop grande (8192 au plus par côté et 16 mégapixels) ; demandez une taille plus petite
serve-err-uri-too-long = la cible de la requête compte { $length } octets ; { $max } au plus sont lus
serve-err-headers-too-large = les en-têtes de la requête comptent { $length } octets ; { $max } au plus sont lus
serve-err-method = { $method } n'est pas servi ici, seulement GET et HEAD
serve-err-body = ce service n'accepte pas de corps de requête
serve-err-busy = tous les threads de dessin sont occupés et la file d'attente est pleine ; réessayez dans un instant
serve-err-timeout = la requête a duré plus de { $seconds } secondes
serve-err-not-found = il n'y a rien à l'adresse { $path }
serve-err-internal = le diagramme n'a pas pu être dessiné à cause d'une erreur interne
serve-hint-other-dialect = vouliez-vous dire `dialect={ $code }` (notation { $dialect }) ?
serve-hint-ambiguous = choisissez la notation avec `dialect`, par exemple `dialect={ $code }`
serve-hint-strict = un avertissement compte comme une erreur (`strict`)
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
serve-page-size = Taille
serve-page-flip = Noirs en bas
serve-page-coordinates = Coordonnées
serve-page-side-to-move = Afficher le trait
serve-page-language = Langue
serve-page-language-name = Français
serve-page-show = Afficher le diagramme
serve-page-diagram = Diagramme
serve-page-diagram-alt = Diagramme d'échecs : { $record }
serve-page-empty = Le diagramme apparaît ici dès que vous saisissez une position.
serve-page-clean = Lu sans avertissement.
serve-page-download = Télécharger
serve-page-link = Adresse de l'image
serve-page-link-help = Collez cette adresse partout où une image est attendue : message de forum, CMS, Markdown. L'image d'une adresse ne change jamais.
serve-page-copy = Copier
serve-page-copied = Copié
serve-page-offline = Le service est injoignable.
serve-page-use-dialect = Lire en notation { $dialect }
serve-page-footer = Diagrammes dessinés par forsythe { $version }.
help-cmd-serve = Sert des diagrammes par HTTP : des adresses d'images et une page où l'on saisit une position pour voir l'échiquier
help-serve-arg-bind = Adresse IP d'écoute (`0.0.0.0` ou `::` pour toutes les interfaces)
help-serve-arg-port = Port d'écoute (0 en choisit un libre)
help-serve-arg-workers = Threads qui dessinent les diagrammes (par défaut : un par cœur)
help-serve-arg-queue = Requêtes pouvant attendre un thread de dessin ; au-delà, la réponse est 429 Too Many Requests
help-serve-arg-cache-size = Mémoire que les threads de dessin peuvent garder pour les images des pièces et les échiquiers vides, en Mo
help-serve-arg-header-timeout = Secondes dont dispose un client pour envoyer les en-têtes d'une requête (c'est aussi la durée de vie d'une connexion inactive)
help-serve-arg-request-timeout = Secondes que peut durer une requête une fois ses en-têtes lus
help-serve-arg-port-file = Écrit l'adresse d'écoute (par exemple 127.0.0.1:8080) dans ce fichier
