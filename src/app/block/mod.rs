//! Diagram blocks, as Markdown documents and typeset documents (LaTeX,
//! Typst) write them: the `key: value` lines of a block read into pairs
//! ([`pairs`]), the pairs into the library's settings ([`settings`]), the
//! positions they name read ([`positions`]) and drawn ([`draw`]); what is
//! said about a block is placed where it is written ([`notes`]). Each edge
//! finds its blocks its own way and builds on this, never on the other's
//! parts.

pub mod draw;
pub mod notes;
pub mod pairs;
pub mod positions;
pub mod settings;
