#!/usr/bin/env python3
"""Writes forsythe's own piece set: wK.svg ... bP.svg here, and in
../forsythe-small the same twelve pieces drawn for small squares.

Every piece is drawn on a 100 x 100 grid and stands on a base whose lower
edge is at 95, so that it fills about nine tenths of its square, as pieces
do in printed diagrams. A white piece is a white body with a firm black
outline; a black piece is the same silhouette filled black, its inner edges
cut out as white lines.

The small drawings are for squares of a few dozen pixels and less
(thumbnails, puzzle lists): the same silhouettes with heavier outlines and
fewer inner lines, so that a white piece stays white and crisp, the queen's
crown stays a crown and the pawn a pawn.

Run it from anywhere: `python3 generate.py`. FORSYTHE_PIECES_OUT names
another folder to write to (for trying changes out; the small drawings go
beside it, into its name with `-small` added). After changing the drawings,
write the outlines the renderer fills anew from the crate's folder:
`FORSYTHE_BLESS=1 cargo test --lib baked_pieces`.
"""

import os

# Outline width of the full drawings and of the small ones, in hundredths
# of a square.
STROKE = 4.4
STROKE_SMALL = 7.5
# Width of the white inner lines of black pieces.
CUT = 2.8
CUT_SMALL = 5.0
# Outline of the queen's balls.
BALL_STROKE = 3.2


def f(x):
    """A number with at most two decimals, without trailing zeros."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def pts(*xy):
    return " ".join(f"{f(x)},{f(y)}" for x, y in zip(xy[::2], xy[1::2]))


def mirror(half):
    """A closed outline, symmetric about x = 50, from its right half.

    `half` runs from a point on the axis down the right-hand side to another
    point on the axis, as ("M", x, y), ("L", x, y) and
    ("C", x1, y1, x2, y2, x, y) steps; the left half is its mirror image,
    walked backwards.
    """
    d = []
    for op, *a in half:
        d.append(op + pts(*a))
    # Back up the left side: each step mirrored, its control points swapped,
    # ending where the step before it ended.
    for i in range(len(half) - 1, 0, -1):
        op, *a = half[i]
        px, py = half[i - 1][-2], half[i - 1][-1]
        if op == "L":
            d.append("L" + pts(100 - px, py))
        elif op == "C":
            x1, y1, x2, y2, _, _ = a
            d.append("C" + pts(100 - x2, y2, 100 - x1, y1, 100 - px, py))
    d.append("Z")
    return "".join(d)


def rect(x0, y0, x1, y1, r):
    """A rectangle with rounded corners."""
    return (
        f"M{pts(x0 + r, y0)}H{f(x1 - r)}Q{pts(x1, y0, x1, y0 + r)}"
        f"V{f(y1 - r)}Q{pts(x1, y1, x1 - r, y1)}H{f(x0 + r)}"
        f"Q{pts(x0, y1, x0, y1 - r)}V{f(y0 + r)}Q{pts(x0, y0, x0 + r, y0)}Z"
    )


def circle(cx, cy, r):
    return (
        f"M{pts(cx - r, cy)}A{f(r)},{f(r)} 0 1 1 {pts(cx + r, cy)}"
        f"A{f(r)},{f(r)} 0 1 1 {pts(cx - r, cy)}Z"
    )


def base(x0, x1, small, top=82):
    """The plate a piece stands on."""
    if small:
        return rect(x0, top - 2, x1, 92, 3)
    return rect(x0, top, x1, 92.8, 2.6)


def together(*shapes):
    """Shapes that touch nowhere, outlines included, as one shape: drawn
    at once they look as they do drawn one by one, and a viewer has one
    path to read, fill and outline instead of several. A test in the crate
    checks that they touch nowhere."""
    return "".join(shapes)


# A piece is a dict: `shapes`, drawn in order, each filled and outlined;
# `white`, lines drawn in black on the white piece only; `black`, lines cut
# in white into the black piece; `dots`, small round marks (eyes) in the
# outline colour on white pieces and in white on black ones; `solid`, round
# marks in the outline colour on both (the queen's balls on small squares).
# Marks are (x, y, radius).


def piece(shapes, white=(), black=(), dots=(), solid=()):
    return {"shapes": list(shapes), "white": list(white), "black": list(black),
            "dots": list(dots), "solid": list(solid)}


def pawn(small):
    if small:
        body = mirror([
            ("M", 50, 44),
            ("L", 59, 44),
            ("C", 60, 60, 71, 68, 75, 80),
            ("L", 50, 80),
        ])
        return piece([body, circle(50, 31, 14.5), base(19, 81, True)])
    body = mirror([
        ("M", 50, 50),
        ("L", 60, 50),
        ("C", 60, 61, 70, 66, 73.5, 81),
        ("L", 50, 81),
    ])
    return piece(
        [body, together(circle(50, 33.5, 13), base(20, 80, False)), rect(33, 47.5, 67, 55, 3.5)],
        black=["M24,86.5H76"],
    )


def rook(small):
    if small:
        top = (
            "M20,12H34.5V21.5H43.5V12H56.5V21.5H65.5V12H80V32"
            "Q80,36 76,36H24Q20,36 20,32Z"
        )
        body = "M29.5,35H70.5L73,79H27Z"
        return piece([body, top, base(15, 85, True)], black=["M25,32H75"])
    top = (
        "M22,13.5H34V20.5H44.5V13.5H55.5V20.5H66V13.5H78V31"
        "Q78,35 74,35H26Q22,35 22,31Z"
    )
    body = "M31.5,34H68.5L71.5,75H28.5Z"
    return piece(
        [
            body,
            together(top, rect(23, 74, 77, 82.5, 2)),
            together(rect(25, 33, 75, 41, 2), base(16, 84, False)),
        ],
        black=["M27.5,30.5H72.5", "M28.5,37H71.5", "M27,78.2H73", "M20,86.5H80"],
    )


def bishop(small):
    if small:
        mitre = mirror([
            ("M", 50, 17),
            ("C", 63, 25, 72, 37, 71, 48),
            ("C", 70, 56, 63, 60, 56, 60),
            ("L", 50, 60),
        ])
        neck = mirror([
            ("M", 50, 58),
            ("L", 59, 58),
            ("C", 59.5, 68, 66, 74, 73, 80),
            ("L", 50, 80),
        ])
        return piece(
            [neck, mitre, circle(50, 12, 7), base(17, 83, True)],
            white=["M60,32L49,44"],
            black=["M60,32L49,44"],
        )
    mitre = mirror([
        ("M", 50, 17.5),
        ("C", 62, 25, 70.5, 36, 69.5, 46),
        ("C", 68.5, 54, 62.5, 58, 57, 58),
        ("L", 50, 58),
    ])
    neck = mirror([
        ("M", 50, 62),
        ("L", 58.5, 62),
        ("C", 59, 71, 64, 76, 71, 81),
        ("L", 50, 81),
    ])
    return piece(
        [
            neck,
            together(mitre, base(18, 82, False)),
            together(circle(50, 12, 6), rect(35, 55.5, 65, 63.5, 3.5)),
        ],
        white=["M59,31.5L48.5,43.5"],
        black=["M59,31.5L48.5,43.5", "M39,59.5H61", "M22,86.5H78"],
    )


QUEEN_TIPS = ((12.5, 29), (30.5, 17.5), (50, 12), (69.5, 17.5), (87.5, 29))


def queen(small):
    if small:
        crown = (
            "M31,62L12,27L33,45L30,15L43,42L50,10L57,42L70,15L67,45L88,27L69,62Z"
        )
        skirt = mirror([
            ("M", 50, 58),
            ("L", 65, 58),
            ("C", 66, 68, 73, 75, 80, 80),
            ("L", 50, 80),
        ])
        # Solid balls: at a few pixels an outlined one would be a grey blur.
        return piece(
            [skirt, crown, base(13, 87, True)],
            solid=[(x, y, 8) for x, y in ((12, 27), (30, 15), (50, 10), (70, 15), (88, 27))],
        )
    crown = (
        "M33,59L12.5,29L33.5,46L30.5,17.5L43,43.5L50,13L57,43.5L69.5,17.5"
        "L66.5,46L87.5,29L67,59Z"
    )
    skirt = mirror([
        ("M", 50, 63),
        ("L", 64, 63),
        ("C", 64.5, 71, 72, 77, 80, 81),
        ("L", 50, 81),
    ])
    # Balls with a lighter outline than the rest, so that they read as balls
    # and not as rings.
    balls = (together(*(circle(x, y, 7) for x, y in QUEEN_TIPS)), BALL_STROKE)
    return piece(
        [skirt, together(crown, base(14, 86, False)), balls, rect(30, 56, 70, 64.5, 3.5)],
        black=["M35,51C45,48.5 55,48.5 65,51", "M34.5,60.2H65.5", "M18,86.5H82"],
    )


def king(small):
    if small:
        cross = "M45,3H55V9H61V19H55V27H45V19H39V9H45Z"
        crown = mirror([
            ("M", 50, 35),
            ("C", 55, 27, 62, 23, 71, 23),
            ("C", 81, 23, 89, 30, 89, 40),
            ("C", 89, 50, 81, 57, 71, 62),
            ("L", 50, 62),
        ])
        skirt = mirror([
            ("M", 50, 58),
            ("L", 66, 58),
            ("C", 67, 68, 73, 75, 80, 80),
            ("L", 50, 80),
        ])
        return piece(
            [skirt, cross, crown, base(13, 87, True)],
            white=["M50,35V56"],
            black=["M50,37V55"],
        )
    cross = "M46,4.5H54V10H59.5V17.5H54V25H46V17.5H40.5V10H46Z"
    lobes = mirror([
        ("M", 50, 39),
        ("C", 54.5, 29, 62, 24, 71, 24),
        ("C", 80, 24, 87, 30, 87, 39.5),
        ("C", 87, 49, 79, 55, 69, 60),
        ("L", 50, 60),
    ])
    dome = mirror([
        ("M", 50, 21.5),
        ("C", 56, 21.5, 60, 26.5, 60, 33),
        ("C", 60, 40, 56, 46, 50, 51),
    ])
    skirt = mirror([
        ("M", 50, 63),
        ("L", 64, 63),
        ("C", 64.5, 71, 72, 77, 80, 81),
        ("L", 50, 81),
    ])
    return piece(
        [
            together(skirt, cross),
            together(lobes, base(14, 86, False)),
            together(dome, rect(30, 56, 70, 64.5, 3.5)),
        ],
        black=[
            "M55.5,43.5C57.5,40.5 58,37 58,33.5",
            "M44.5,43.5C42.5,40.5 42,37 42,33.5",
            "M24,49C32,52.5 41,54 50,54C59,54 68,52.5 76,49",
            "M34.5,60.2H65.5",
            "M18,86.5H82",
        ],
    )


KNIGHT = (
    "M26.5,81"
    "C25,70 30.5,62 39.5,56"
    "C42.5,54 43.5,51 41.5,49"
    "C35.5,48.5 29,51.5 23,53.5"
    "C18.5,55 14,53 13.5,49"
    "C13,45.5 13.5,42 16,38.5"
    "C21,32 27,26.5 33,21.5"
    "C35.5,19.5 37.5,17.5 38.5,15"
    "L41.5,6"
    "L47,13.5"
    "L53,7.5"
    "L57.5,16.5"
    "C74.5,21 85,37 85.5,55"
    "C86,65 84.5,74 81.5,81Z"
)


def knight(small):
    if small:
        return piece([KNIGHT, base(16, 87, True)], dots=[(34, 30, 4.5)])
    mane = "M61,24C70,31 75,43 75.5,57"
    cheek = "M41.5,49C44.5,45 44,40.5 40,37"
    return piece(
        [KNIGHT, base(17, 86, False)],
        white=[mane, cheek],
        black=[mane, cheek, "M21,86.5H82"],
        dots=[(34, 29.5, 3.6), (18.5, 44, 2.2)],
    )


PIECES = {"K": king, "Q": queen, "R": rook, "B": bishop, "N": knight, "P": pawn}


def svg(drawing, color, small):
    ink, paper = "#000", "#fff"
    stroke = STROKE_SMALL if small else STROKE
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
        f'<g fill="{paper if color == "w" else ink}" stroke="{ink}" '
        f'stroke-width="{f(stroke)}" stroke-linejoin="round" stroke-linecap="round">',
    ]
    for shape in drawing["shapes"]:
        if isinstance(shape, tuple):
            d, width = shape
            out.append(f'<path stroke-width="{f(width)}" d="{d}"/>')
        else:
            out.append(f'<path d="{shape}"/>')
    lines = drawing["white"] if color == "w" else drawing["black"]
    if lines:
        if color == "w":
            width, line = stroke, ink
        else:
            width, line = (CUT_SMALL if small else CUT), paper
        out.append(
            f'<path fill="none" stroke="{line}" stroke-width="{f(width)}" '
            f'd="{"".join(lines)}"/>'
        )
    for marks, fill in ((drawing["dots"], ink if color == "w" else paper),
                        (drawing["solid"], ink)):
        if marks:
            d = together(*(circle(cx, cy, r) for cx, cy, r in marks))
            out.append(f'<path fill="{fill}" stroke="none" d="{d}"/>')
    out.append("</g></svg>\n")
    return "".join(out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.environ.get("FORSYTHE_PIECES_OUT") or here
    out = os.path.normpath(out)
    for small, folder in ((False, out), (True, out + "-small")):
        os.makedirs(folder, exist_ok=True)
        for letter, make in PIECES.items():
            drawing = make(small)
            for color in "wb":
                with open(os.path.join(folder, f"{color}{letter}.svg"), "w") as fh:
                    fh.write(svg(drawing, color, small))


if __name__ == "__main__":
    main()
