//! Problem files: the LaTeX `diagram` package's environments.

pub mod latex_diagram;
