//! The names the reports give: notations, pieces and the fields of a
//! record, in the user's language.

use crate::Role;
use crate::notation::{Dialect, DialectName, Field};

use super::Reporter;
use crate::app::i18n::s;

impl Reporter {
    pub fn dialect_name(&self, d: &Dialect) -> String {
        match d.name() {
            DialectName::English => self.msgs.text("dialect-en"),
            DialectName::German => self.msgs.text("dialect-de"),
            DialectName::Italian => self.msgs.text("dialect-it"),
            DialectName::Fide => self.msgs.text("dialect-fide"),
            DialectName::French => self.msgs.text("dialect-fr"),
            DialectName::Portuguese => self.msgs.text("dialect-pt"),
            DialectName::Dutch => self.msgs.text("dialect-nl"),
            DialectName::Polish => self.msgs.text("dialect-pl"),
            DialectName::Czech => self.msgs.text("dialect-cs"),
            DialectName::Hungarian => self.msgs.text("dialect-hu"),
            DialectName::Romanian => self.msgs.text("dialect-ro"),
            DialectName::Finnish => self.msgs.text("dialect-fi"),
            DialectName::Turkish => self.msgs.text("dialect-tr"),
            DialectName::Russian => self.msgs.text("dialect-ru"),
            DialectName::Popeye => self.msgs.text("dialect-popeye-en"),
            DialectName::PopeyeGerman => self.msgs.text("dialect-popeye-de"),
            DialectName::PopeyeFrench => self.msgs.text("dialect-popeye-fr"),
            DialectName::FfenLeft => self.msgs.text("dialect-ffen-left"),
            DialectName::YacpdbRight => self.msgs.text("dialect-yacpdb-right"),
            // Fairy-FEN, YACPDB and Unicode are names of their own.
            _ if d.fairy().is_some() => d.name().to_string(),
            _ => self.msgs.get("dialect-custom", &[("letters", s(d.code()))]),
        }
    }

    /// The name of a notation as a table heading (`forsythe dialects`).
    pub fn dialect_label(&self, d: &Dialect) -> String {
        match d.name() {
            DialectName::English => self.msgs.text("dialects-en"),
            DialectName::German => self.msgs.text("dialects-de"),
            DialectName::Italian => self.msgs.text("dialects-it"),
            DialectName::Fide => self.msgs.text("dialects-fide"),
            DialectName::French => self.msgs.text("dialects-fr"),
            DialectName::Portuguese => self.msgs.text("dialects-pt"),
            DialectName::Dutch => self.msgs.text("dialects-nl"),
            DialectName::Polish => self.msgs.text("dialects-pl"),
            DialectName::Czech => self.msgs.text("dialects-cs"),
            DialectName::Hungarian => self.msgs.text("dialects-hu"),
            DialectName::Romanian => self.msgs.text("dialects-ro"),
            DialectName::Finnish => self.msgs.text("dialects-fi"),
            DialectName::Turkish => self.msgs.text("dialects-tr"),
            DialectName::Russian => self.msgs.text("dialects-ru"),
            _ => d.code(),
        }
    }

    /// The name of a language that writes another's letters (`es`, `sv`,
    /// `da`, `no`, `sk`), as a label of the `dialects` table; the code itself
    /// for any other.
    pub fn alias_label(&self, code: &str) -> String {
        match code {
            "es" => self.msgs.text("dialects-es"),
            "sv" => self.msgs.text("dialects-sv"),
            "da" => self.msgs.text("dialects-da"),
            "no" => self.msgs.text("dialects-no"),
            "sk" => self.msgs.text("dialects-sk"),
            _ => code.to_owned(),
        }
    }

    /// The name of a piece as a table row label (`forsythe dialects`).
    pub fn piece_label(&self, role: Role) -> String {
        self.msgs.text(match role {
            Role::King => "dialects-king",
            Role::Queen => "dialects-queen",
            Role::Rook => "dialects-rook",
            Role::Bishop => "dialects-bishop",
            Role::Knight => "dialects-knight",
            Role::Pawn => "dialects-pawn",
        })
    }

    pub fn piece_name(&self, role: Role) -> String {
        self.msgs.text(match role {
            Role::King => "piece-king",
            Role::Queen => "piece-queen",
            Role::Rook => "piece-rook",
            Role::Bishop => "piece-bishop",
            Role::Knight => "piece-knight",
            Role::Pawn => "piece-pawn",
        })
    }

    pub(super) fn field_name(&self, field: Field) -> (String, String) {
        let (name, expected) = match field {
            Field::Placement => ("field-placement", "expected-operations"),
            Field::SideToMove => ("field-side-to-move", "expected-side-to-move"),
            Field::Castling => ("field-castling", "expected-castling"),
            Field::EnPassant => ("field-en-passant", "expected-en-passant"),
            Field::HalfmoveClock => ("field-halfmove-clock", "expected-halfmove-clock"),
            Field::FullmoveNumber => ("field-fullmove-number", "expected-fullmove-number"),
            _ => ("field-operations", "expected-operations"),
        };
        (self.msgs.text(name), self.msgs.text(expected))
    }
}
