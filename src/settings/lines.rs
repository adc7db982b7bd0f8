//! A chess problem's lines by name: its number, the author, the source, the
//! stipulation, the conditions, the twins, the award, the dedication and
//! the solution. Each is a key of the one list (`author`, …, `twins-line`,
//! …) and a line of a problem read from a file (`Author`, …, `Twins`, …),
//! so that every way in names them once.

/// One of a problem's lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProblemLine {
    /// The problem's number in its collection (`1`), above the authors.
    Number,
    /// The composer, above the board.
    Author,
    /// Where it was published, above the board.
    Source,
    /// What is asked (`#2`), under the board at the left.
    Stipulation,
    /// The fairy conditions, a line under the board.
    Condition,
    /// The twins (`b) Kd7→e6`), a line under the conditions.
    Twins,
    /// The award, above the board under the source.
    Award,
    /// A dedication, above the board under the award.
    Dedication,
    /// The solution: not drawn with the diagram, but written where a
    /// collection's solutions go.
    Solution,
}

impl ProblemLine {
    /// Every line, in the order the keys are listed.
    pub const ALL: [ProblemLine; 9] = [
        ProblemLine::Number,
        ProblemLine::Author,
        ProblemLine::Source,
        ProblemLine::Stipulation,
        ProblemLine::Condition,
        ProblemLine::Twins,
        ProblemLine::Award,
        ProblemLine::Dedication,
        ProblemLine::Solution,
    ];

    /// The key that sets it. The twins' is `twins-line`: `twins` is how a
    /// command draws a problem's twins (`--twins each`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            ProblemLine::Number => "number",
            ProblemLine::Author => "author",
            ProblemLine::Source => "source",
            ProblemLine::Stipulation => "stipulation",
            ProblemLine::Condition => "condition",
            ProblemLine::Twins => "twins-line",
            ProblemLine::Award => "award",
            ProblemLine::Dedication => "dedication",
            ProblemLine::Solution => "solution",
        }
    }

    /// The name of the record's line (a PGN tag, a problem file's line)
    /// that fills it when no key sets it.
    #[must_use]
    pub const fn tag(self) -> &'static str {
        match self {
            ProblemLine::Number => "Number",
            ProblemLine::Author => "Author",
            ProblemLine::Source => "Source",
            ProblemLine::Stipulation => "Stipulation",
            ProblemLine::Condition => "Condition",
            ProblemLine::Twins => "Twins",
            ProblemLine::Award => "Award",
            ProblemLine::Dedication => "Dedication",
            ProblemLine::Solution => "Solution",
        }
    }

    /// The line a key (by its name in the list) sets.
    #[must_use]
    pub fn of_key(name: &str) -> Option<ProblemLine> {
        ProblemLine::ALL.into_iter().find(|l| l.key() == name)
    }
}

/// One `T` for each of a problem's lines: the templates asked for, the
/// texts they give.
///
/// ```
/// use forsythe::settings::{ProblemLine, ProblemLines};
///
/// let mut asked: ProblemLines<Option<&str>> = ProblemLines::default();
/// *asked.get_mut(ProblemLine::Condition) = Some("Circe");
/// let lengths = asked.map(|_, t| t.map_or(0, str::len));
/// assert_eq!((lengths.condition, lengths.author), (5, 0));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ProblemLines<T> {
    /// `number`.
    pub number: T,
    /// `author`.
    pub author: T,
    /// `source`.
    pub source: T,
    /// `stipulation`.
    pub stipulation: T,
    /// `condition`.
    pub condition: T,
    /// `twins-line`.
    pub twins: T,
    /// `award`.
    pub award: T,
    /// `dedication`.
    pub dedication: T,
    /// `solution`.
    pub solution: T,
}

impl<T> ProblemLines<T> {
    /// Each line's value, made from the line.
    pub fn from_fn(mut f: impl FnMut(ProblemLine) -> T) -> ProblemLines<T> {
        ProblemLines {
            number: f(ProblemLine::Number),
            author: f(ProblemLine::Author),
            source: f(ProblemLine::Source),
            stipulation: f(ProblemLine::Stipulation),
            condition: f(ProblemLine::Condition),
            twins: f(ProblemLine::Twins),
            award: f(ProblemLine::Award),
            dedication: f(ProblemLine::Dedication),
            solution: f(ProblemLine::Solution),
        }
    }

    /// The line's value.
    #[must_use]
    pub const fn get(&self, line: ProblemLine) -> &T {
        match line {
            ProblemLine::Number => &self.number,
            ProblemLine::Author => &self.author,
            ProblemLine::Source => &self.source,
            ProblemLine::Stipulation => &self.stipulation,
            ProblemLine::Condition => &self.condition,
            ProblemLine::Twins => &self.twins,
            ProblemLine::Award => &self.award,
            ProblemLine::Dedication => &self.dedication,
            ProblemLine::Solution => &self.solution,
        }
    }

    /// The line's value, to change.
    pub fn get_mut(&mut self, line: ProblemLine) -> &mut T {
        match line {
            ProblemLine::Number => &mut self.number,
            ProblemLine::Author => &mut self.author,
            ProblemLine::Source => &mut self.source,
            ProblemLine::Stipulation => &mut self.stipulation,
            ProblemLine::Condition => &mut self.condition,
            ProblemLine::Twins => &mut self.twins,
            ProblemLine::Award => &mut self.award,
            ProblemLine::Dedication => &mut self.dedication,
            ProblemLine::Solution => &mut self.solution,
        }
    }

    /// Each value made another, line by line.
    pub fn map<U>(self, mut f: impl FnMut(ProblemLine, T) -> U) -> ProblemLines<U> {
        ProblemLines {
            number: f(ProblemLine::Number, self.number),
            author: f(ProblemLine::Author, self.author),
            source: f(ProblemLine::Source, self.source),
            stipulation: f(ProblemLine::Stipulation, self.stipulation),
            condition: f(ProblemLine::Condition, self.condition),
            twins: f(ProblemLine::Twins, self.twins),
            award: f(ProblemLine::Award, self.award),
            dedication: f(ProblemLine::Dedication, self.dedication),
            solution: f(ProblemLine::Solution, self.solution),
        }
    }

    /// The values borrowed.
    pub fn as_ref(&self) -> ProblemLines<&T> {
        ProblemLines::from_fn(|line| self.get(line))
    }

    /// Each line with its value, in the order of [`ProblemLine::ALL`].
    pub fn iter(&self) -> impl Iterator<Item = (ProblemLine, &T)> {
        ProblemLine::ALL
            .into_iter()
            .map(|line| (line, self.get(line)))
    }
}

impl ProblemLines<Option<String>> {
    /// The texts borrowed.
    #[must_use]
    pub fn as_deref(&self) -> ProblemLines<Option<&str>> {
        ProblemLines::from_fn(|line| self.get(line).as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_has_its_key_and_tag() {
        for line in ProblemLine::ALL {
            assert_eq!(ProblemLine::of_key(line.key()), Some(line));
        }
        assert_eq!(ProblemLine::of_key("twins"), None);
        assert_eq!(ProblemLine::Twins.tag(), "Twins");
        let numbered = ProblemLines::from_fn(|l| ProblemLine::ALL.iter().position(|x| *x == l));
        let order: Vec<Option<usize>> = numbered.iter().map(|(_, n)| *n).collect();
        assert_eq!(order, (0..9).map(Some).collect::<Vec<_>>());
        let keys = numbered.map(|l, _| l.key());
        assert_eq!((keys.twins, keys.solution), ("twins-line", "solution"));
    }
}
