//! What the ways in (the command line, Markdown documents, the service and
//! typeset documents) share and the library leaves to them: messages in the
//! user's language, reports of what went wrong and where, files written
//! whole or not at all, reading records from files and games, what to draw
//! ([`scene`]), the words of a description and the texts under a board, and
//! the diagram blocks of documents ([`block`]). Nothing here parses a
//! command line; `cli`, `markdown`, `serve` and `typeset` each build on it,
//! never on each other's parts.

pub mod block;
pub mod describe;
pub mod files;
mod ftl_index;
pub mod i18n;
pub mod positions;
pub mod problem_lines;
pub mod records;
pub mod report;
pub mod scene;
pub mod source;
pub mod template;
pub mod texts;
pub mod twins;

/// A failure that ends the command at once.
pub enum Fatal {
    /// Misused command line: the message is already printed.
    Usage,
    /// stdout was closed by the reader: stop quietly.
    Closed,
    /// Any other failure, already reported.
    Failed,
    /// Stopped by SIGINT or SIGTERM after writing what was finished.
    Interrupted,
}
