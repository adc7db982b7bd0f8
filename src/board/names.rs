//! The languages walks and attributes are named in, and the one way a
//! language tag picks one of them: by its first subtag, in any letter case.

/// A language the names of walks and attributes are written in. Each name
/// table has one entry per language, in this order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NameLanguage {
    /// English, and every language without names of its own.
    English,
    /// German.
    German,
    /// French.
    French,
    /// Italian.
    Italian,
    /// Dutch.
    Dutch,
}

impl NameLanguage {
    /// Every language, English first, as the name tables list them.
    pub const ALL: [NameLanguage; 5] = [
        NameLanguage::English,
        NameLanguage::German,
        NameLanguage::French,
        NameLanguage::Italian,
        NameLanguage::Dutch,
    ];

    /// The language of a BCP 47 tag (`de`, `DE`, `fr-CA`, `nl_BE`): its
    /// first subtag, before `-` or `_`, in any letter case; English for a
    /// language that has no names of its own.
    ///
    /// ```
    /// use forsythe::NameLanguage;
    /// assert_eq!(NameLanguage::of_tag("de-AT"), NameLanguage::German);
    /// assert_eq!(NameLanguage::of_tag("DE"), NameLanguage::German);
    /// assert_eq!(NameLanguage::of_tag("nl_BE"), NameLanguage::Dutch);
    /// assert_eq!(NameLanguage::of_tag("pl"), NameLanguage::English);
    /// ```
    #[must_use]
    pub fn of_tag(tag: &str) -> NameLanguage {
        let primary = tag.split(['-', '_']).next().unwrap_or_default().trim();
        NameLanguage::ALL
            .into_iter()
            .find(|l| primary.eq_ignore_ascii_case(l.tag()))
            .unwrap_or(NameLanguage::English)
    }

    /// The language's tag: `en`, `de`, `fr`, `it`, `nl`.
    #[must_use]
    pub const fn tag(self) -> &'static str {
        match self {
            NameLanguage::English => "en",
            NameLanguage::German => "de",
            NameLanguage::French => "fr",
            NameLanguage::Italian => "it",
            NameLanguage::Dutch => "nl",
        }
    }

    /// The language's place in a name table (English 0, … Dutch 4).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_picks_its_language_in_any_letter_case() {
        for l in NameLanguage::ALL {
            assert_eq!(NameLanguage::of_tag(l.tag()), l);
            assert_eq!(NameLanguage::of_tag(&l.tag().to_uppercase()), l);
            assert_eq!(NameLanguage::of_tag(&format!("{}-XX", l.tag())), l);
            assert_eq!(NameLanguage::of_tag(&format!("{}_xx", l.tag())), l);
            assert_eq!(NameLanguage::ALL[l.index()], l);
        }
        assert_eq!(NameLanguage::of_tag("De-ch"), NameLanguage::German);
        for other in ["", "-", "pl", "deu", "e", "en-de", "x-de"] {
            assert_eq!(
                NameLanguage::of_tag(other),
                NameLanguage::English,
                "{other}"
            );
        }
    }
}
