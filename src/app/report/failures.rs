//! The words for what the settings, the renderer and the file system
//! refuse: a key's value, a mark, a template, a folder of pieces, a diagram
//! too large, a file that cannot be written.

use crate::render::{PieceSetError, RenderError, SIZE_RANGE};

use super::Reporter;
use crate::app::i18n::{Messages, n, s};

impl Reporter {
    /// The sentence for a mark of the command line that cannot be read.
    pub fn mark_spec_text(&self, e: &crate::settings::MarkSpecError) -> String {
        use crate::settings::MarkSpecError;
        match e {
            MarkSpecError::Syntax(t) => self.msgs.get("err-mark", &[("text", s(t))]),
            MarkSpecError::Color(t) => self.msgs.get("err-mark-color", &[("text", s(t))]),
        }
    }

    /// The sentence for a key/value pair that cannot be read, whichever way
    /// in it came by: one text for every way.
    pub fn settings_error_text(&self, e: &crate::settings::SettingsError) -> String {
        use crate::settings::SettingsError as E;
        let m = &self.msgs;
        let kv = |key: &str, value: &str| [("key", s(key)), ("value", s(value))];
        match e {
            E::Unknown {
                key,
                suggestion: Some(k),
            } => format!(
                "{}; {}",
                m.get("md-unknown-key", &[("key", s(key))]),
                m.get("md-hint-key", &[("key", s(k))])
            ),
            E::Unknown { key, .. } => m.get("md-unknown-key", &[("key", s(key))]),
            E::NotHere {
                key,
                way: crate::settings::Way::Query,
            } => m.get("serve-err-not-in-service", &[("key", s(key))]),
            E::NotHere { key, .. } => {
                let document_only = crate::settings::find(key)
                    .is_some_and(|k| k.ways == [crate::settings::Way::Document]);
                let id = if document_only {
                    "err-key-document-only"
                } else {
                    "err-key-not-here"
                };
                m.get(id, &[("key", s(key))])
            }
            E::Repeated { key } => m.get("serve-err-param-repeated", &[("key", s(key))]),
            E::NoValue { key } => m.get("md-no-value", &[("key", s(key))]),
            E::NoRecord => m.text("serve-err-no-record"),
            E::Bool { key, value } => m.get("serve-err-param-bool", &kv(key, value)),
            E::Number { key, value } => m.get("serve-err-param-number", &kv(key, value)),
            E::Size { size, min, max } => m.get(
                "err-size",
                &[
                    ("size", n(usize::try_from(*size).unwrap_or(usize::MAX))),
                    ("min", n(*min as usize)),
                    ("max", n(*max as usize)),
                ],
            ),
            E::Theme { value } => m.get("err-theme", &[("name", s(value))]),
            E::Color { value, .. } => m.get("err-color", &[("text", s(value))]),
            E::Dialect(e) => self.dialect_error_text(e),
            E::MoveLetters { value } => m.get("err-move-letters", &[("text", s(value))]),
            E::At(e) => m.get("err-at", &[("text", s(&e.0))]),
            E::Mark { error, .. } => self.mark_spec_text(error),
            E::ChessBase(e) => self.chessbase_text(e),
            E::Annotation(e) => m.get("md-annotation", &[("word", s(&e.word))]),
            E::TooMany { key, max } => m.get(
                "serve-err-param-too-many",
                &[("key", s(key)), ("max", n(*max))],
            ),
            E::SquareSize { value } => m.get("err-square-size", &[("text", s(value))]),
            E::Glyph { value } => m.get("err-glyph", &[("text", s(value))]),
            E::Dpi { value } => m.get(
                "err-dpi",
                &[
                    ("dpi", n(usize::try_from(*value).unwrap_or(usize::MAX))),
                    ("max", n(crate::settings::MAX_DPI as usize)),
                ],
            ),
            E::Delay { value } => m.get(
                "err-delay",
                &[
                    ("delay", n(usize::try_from(*value).unwrap_or(usize::MAX))),
                    ("min", n(*crate::settings::DELAY_RANGE.start() as usize)),
                    ("max", n(*crate::settings::DELAY_RANGE.end() as usize)),
                ],
            ),
            E::TooLong { key, length } => m.get(
                "serve-err-param-too-long",
                &[
                    ("key", s(key)),
                    ("length", n(*length)),
                    ("max", n(crate::render::MAX_CAPTION)),
                ],
            ),
            E::Square { key, value }
                if crate::settings::find(key).is_some_and(|k| k.name == "check") =>
            {
                m.get("err-check", &[("text", s(value)), ("key", s(key))])
            }
            E::Square { key, value } => m.get("serve-err-param-square", &kv(key, value)),
            E::Move { value, .. } => m.get("err-last-move", &[("text", s(value))]),
            E::Choice {
                key,
                value,
                choices,
            } if !choices.is_empty() => {
                m.get(
                    "serve-err-param-choice",
                    &[
                        ("key", s(key)),
                        ("value", s(value)),
                        (
                            "choices",
                            s(m.or_list(
                                &choices.iter().map(|c| format!("`{c}`")).collect::<Vec<_>>(),
                            )),
                        ),
                    ],
                )
            }
            E::Choice { key, value, .. } => m.get("md-bad-value", &kv(key, value)),
            E::Unsupported { key } => m.get("serve-err-unsupported", &[("key", s(key))]),
        }
    }

    /// The sentence for a ChessBase comment whose marks cannot be read.
    pub fn chessbase_text(&self, e: &crate::render::MarkError) -> String {
        use crate::render::MarkError;
        match e {
            MarkError::Color { item } => {
                let letter: String = item.chars().take(1).collect();
                self.msgs.get("err-mark-color", &[("text", s(letter))])
            }
            MarkError::Square { item } => self.msgs.get("err-mark", &[("text", s(item))]),
        }
    }

    /// The reason a file could not be written.
    pub fn write_error_text(&self, e: &crate::app::files::WriteError) -> String {
        write_reason(&self.msgs, e)
    }

    /// What went wrong with a file or the network, in words.
    pub fn io_reason(&self, e: &std::io::Error) -> String {
        io_reason(&self.msgs, e)
    }

    /// The sentence for a template that cannot be read.
    pub fn template_error_text(
        &self,
        template: &str,
        e: &crate::app::template::TemplateError,
    ) -> String {
        use crate::app::template::TemplateError;
        let detail = match e {
            TemplateError::Unclosed { column } => self
                .msgs
                .get("template-unclosed", &[("column", n(column + 1))]),
            TemplateError::Stray { column } => self
                .msgs
                .get("template-stray", &[("column", n(column + 1))]),
            TemplateError::BadName { field } => {
                self.msgs.get("template-bad-name", &[("field", s(field))])
            }
            TemplateError::BadWidth { field } => self.msgs.get(
                "template-bad-width",
                &[
                    ("field", s(field)),
                    ("max", n(crate::app::template::MAX_WIDTH)),
                ],
            ),
        };
        self.msgs.get(
            "err-template",
            &[("template", s(template)), ("detail", s(detail))],
        )
    }

    /// The sentence for a piece set that cannot be used.
    pub fn piece_error_text(&self, e: &PieceSetError) -> String {
        let (id, path, reason) = match e {
            PieceSetError::Missing(p) => ("err-piece-missing", p, String::new()),
            PieceSetError::Unreadable(p, r) => ("err-piece-unreadable", p, r.clone()),
            PieceSetError::TooLarge(p, size) => {
                return self.msgs.get(
                    "err-piece-too-large",
                    &[("path", s(p.display())), ("bytes", n(*size))],
                );
            }
            PieceSetError::Invalid(p, r) => ("err-piece-invalid", p, r.clone()),
            PieceSetError::Empty(p) => ("err-piece-empty", p, String::new()),
            PieceSetError::NotAFile(p) => (
                "err-piece-unreadable",
                p,
                "not a regular file (a folder, pipe or device is never read)".to_owned(),
            ),
        };
        self.msgs
            .get(id, &[("path", s(path.display())), ("reason", s(reason))])
    }

    /// The sentence for a diagram that cannot be drawn.
    pub fn render_error_text(&self, e: &RenderError) -> String {
        match e {
            RenderError::Size(size) => self.msgs.get(
                "err-size",
                &[
                    ("size", n(*size)),
                    ("min", n(*SIZE_RANGE.start())),
                    ("max", n(*SIZE_RANGE.end())),
                ],
            ),
            RenderError::TooSmall { size, files } => self
                .msgs
                .get("err-too-small", &[("size", n(*size)), ("files", n(*files))]),
            RenderError::CaptionTooLong(len) => self.msgs.get(
                "err-caption-too-long",
                &[("length", n(*len)), ("max", n(crate::render::MAX_CAPTION))],
            ),
            RenderError::ImageTooLarge { width, height } => self.msgs.get(
                "err-image-too-large",
                &[
                    ("width", n(*width)),
                    ("height", n(*height)),
                    ("side", n(crate::render::MAX_SIDE_PX)),
                    ("megapixels", n(crate::render::MAX_PIXELS / (1024 * 1024))),
                ],
            ),
            RenderError::MarkOffBoard(sq) => {
                self.msgs.get("err-mark-off-board", &[("square", s(sq))])
            }
            RenderError::Pieces(p) => self.piece_error_text(p),
            RenderError::Png(r) => self.msgs.get("err-encode", &[("reason", s(r))]),
            RenderError::Pdf(r) | RenderError::Gif(r) => format!("{e}: {r}"),
            RenderError::NotBuilt(format) => self.msgs.get(
                "err-format-not-built",
                &[
                    ("format", s(format.name())),
                    ("feature", s(format.feature())),
                ],
            ),
            e => e.to_string(),
        }
    }
}

/// The reason a file could not be written.
pub fn write_reason(msgs: &Messages, e: &crate::app::files::WriteError) -> String {
    use crate::app::files::WriteError;
    match e {
        WriteError::NoFolder(d) => msgs.get("reason-no-folder", &[("path", s(d.display()))]),
        WriteError::FolderDenied(d) => {
            msgs.get("reason-folder-denied", &[("path", s(d.display()))])
        }
        WriteError::IsFolder(_) => msgs.text("reason-is-a-folder"),
        WriteError::SlashAtEnd(p) => {
            let text = p.to_string_lossy();
            let file = text.trim_end_matches(['/', '\\']);
            msgs.get("reason-slash-at-end", &[("file", s(file))])
        }
        WriteError::NotAFolder(d) => msgs.get("reason-not-a-folder", &[("path", s(d.display()))]),
        WriteError::Io(e) => io_reason(msgs, e),
    }
}

/// What went wrong with a file or the network, in words (never the
/// system's own text, which is in English and names error numbers).
pub fn io_reason(msgs: &Messages, e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    if let Some(w) = e
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<crate::app::files::WriteError>())
    {
        return write_reason(msgs, w);
    }
    let id = match e.kind() {
        ErrorKind::NotFound => "reason-io-not-found",
        ErrorKind::PermissionDenied => "reason-io-denied",
        ErrorKind::ReadOnlyFilesystem => "reason-io-read-only",
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => "reason-io-full",
        ErrorKind::FileTooLarge => "reason-io-too-large",
        ErrorKind::IsADirectory => "reason-is-a-folder",
        ErrorKind::NotADirectory => "reason-io-not-a-folder",
        ErrorKind::AlreadyExists => "reason-io-exists",
        ErrorKind::InvalidFilename => "reason-io-bad-name",
        ErrorKind::InvalidData => "reason-io-bad-data",
        ErrorKind::UnexpectedEof => "reason-io-cut-short",
        ErrorKind::AddrInUse => "reason-io-address-in-use",
        ErrorKind::AddrNotAvailable => "reason-io-address-not-here",
        ErrorKind::BrokenPipe | ErrorKind::ConnectionReset | ErrorKind::ConnectionAborted => {
            "reason-io-closed"
        }
        ErrorKind::TimedOut => "reason-io-timed-out",
        _ => {
            return match e.raw_os_error() {
                Some(code) => msgs.get("reason-io-code", &[("code", n(code))]),
                None => msgs.text("reason-io-other"),
            };
        }
    };
    msgs.text(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_errors_are_said_in_words() {
        use std::io::{Error, ErrorKind};
        let msgs = Messages::new("en");
        let said = |e: Error| io_reason(&msgs, &e);
        assert_eq!(
            said(Error::from(ErrorKind::NotADirectory)),
            "a part of the way to it is a file, not a folder"
        );
        assert_eq!(
            said(Error::from(ErrorKind::StorageFull)),
            "there is no space left on the disk"
        );
        assert_eq!(
            said(Error::from(ErrorKind::ReadOnlyFilesystem)),
            "the file system is read-only"
        );
        assert_eq!(
            said(Error::from(ErrorKind::AddrInUse)),
            "another program is already using this address"
        );
        assert_eq!(
            said(Error::from_raw_os_error(9999)),
            "the system refused it (error 9999)"
        );
        assert_eq!(said(Error::other("raw")), "the system refused it");
        // A write error carried inside an I/O error is said as itself.
        let inner = crate::app::files::WriteError::NoFolder("out".into());
        assert_eq!(said(Error::other(inner)), "the folder out does not exist");
        let de = Messages::new("de");
        assert_eq!(
            io_reason(&de, &Error::from(ErrorKind::StorageFull)),
            "auf dem Datenträger ist kein Platz mehr"
        );
    }
}
