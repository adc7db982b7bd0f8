//! The LaTeX `diagram` package's notation, read and written (see `reader`).

mod reader;

pub use reader::{
    LatexDiagram, LatexField, LatexLost, LatexLostKind, LatexPieceDef, LatexReading, LatexWarning,
    LatexWarningKind, LatexWritten, has_latex_diagram, read_latex_diagrams, write_latex_diagram,
    write_latex_problem,
};
