//! A chess problem's lines by name: the author, the source, the
//! stipulation, the conditions, the twins, the award, the dedication and
//! the solution. Each is a key of the one list (`author`, …, `twins-line`,
//! …) and a line of a problem read from a file (`Author`, …, `Twins`, …),
//! so that every way in names them once.

/// One of a problem's lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Line {
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

impl Line {
    /// Every line, in the order the keys are listed.
    pub const ALL: [Line; 8] = [
        Line::Author,
        Line::Source,
        Line::Stipulation,
        Line::Condition,
        Line::Twins,
        Line::Award,
        Line::Dedication,
        Line::Solution,
    ];

    /// The key that sets it. The twins' is `twins-line`: `twins` is how a
    /// command draws a problem's twins (`--twins each`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Line::Author => "author",
            Line::Source => "source",
            Line::Stipulation => "stipulation",
            Line::Condition => "condition",
            Line::Twins => "twins-line",
            Line::Award => "award",
            Line::Dedication => "dedication",
            Line::Solution => "solution",
        }
    }

    /// The name of the record's line (a PGN tag, a problem file's line)
    /// that fills it when no key sets it.
    #[must_use]
    pub const fn tag(self) -> &'static str {
        match self {
            Line::Author => "Author",
            Line::Source => "Source",
            Line::Stipulation => "Stipulation",
            Line::Condition => "Condition",
            Line::Twins => "Twins",
            Line::Award => "Award",
            Line::Dedication => "Dedication",
            Line::Solution => "Solution",
        }
    }

    /// The line a key (by its name in the list) sets.
    #[must_use]
    pub fn of_key(name: &str) -> Option<Line> {
        Line::ALL.into_iter().find(|l| l.key() == name)
    }
}

/// One `T` for each of a problem's lines: the templates asked for, the
/// texts they give.
///
/// ```
/// use forsythe::settings::{Line, Lines};
///
/// let mut asked: Lines<Option<&str>> = Lines::default();
/// *asked.get_mut(Line::Condition) = Some("Circe");
/// let lengths = asked.map(|_, t| t.map_or(0, str::len));
/// assert_eq!((lengths.condition, lengths.author), (5, 0));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Lines<T> {
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

impl<T> Lines<T> {
    /// Each line's value, made from the line.
    pub fn from_fn(mut f: impl FnMut(Line) -> T) -> Lines<T> {
        Lines {
            author: f(Line::Author),
            source: f(Line::Source),
            stipulation: f(Line::Stipulation),
            condition: f(Line::Condition),
            twins: f(Line::Twins),
            award: f(Line::Award),
            dedication: f(Line::Dedication),
            solution: f(Line::Solution),
        }
    }

    /// The line's value.
    #[must_use]
    pub const fn get(&self, line: Line) -> &T {
        match line {
            Line::Author => &self.author,
            Line::Source => &self.source,
            Line::Stipulation => &self.stipulation,
            Line::Condition => &self.condition,
            Line::Twins => &self.twins,
            Line::Award => &self.award,
            Line::Dedication => &self.dedication,
            Line::Solution => &self.solution,
        }
    }

    /// The line's value, to change.
    pub fn get_mut(&mut self, line: Line) -> &mut T {
        match line {
            Line::Author => &mut self.author,
            Line::Source => &mut self.source,
            Line::Stipulation => &mut self.stipulation,
            Line::Condition => &mut self.condition,
            Line::Twins => &mut self.twins,
            Line::Award => &mut self.award,
            Line::Dedication => &mut self.dedication,
            Line::Solution => &mut self.solution,
        }
    }

    /// Each value made another, line by line.
    pub fn map<U>(self, mut f: impl FnMut(Line, T) -> U) -> Lines<U> {
        Lines {
            author: f(Line::Author, self.author),
            source: f(Line::Source, self.source),
            stipulation: f(Line::Stipulation, self.stipulation),
            condition: f(Line::Condition, self.condition),
            twins: f(Line::Twins, self.twins),
            award: f(Line::Award, self.award),
            dedication: f(Line::Dedication, self.dedication),
            solution: f(Line::Solution, self.solution),
        }
    }

    /// The values borrowed.
    pub fn as_ref(&self) -> Lines<&T> {
        Lines::from_fn(|line| self.get(line))
    }

    /// Each line with its value, in the order of [`Line::ALL`].
    pub fn iter(&self) -> impl Iterator<Item = (Line, &T)> {
        Line::ALL.into_iter().map(|line| (line, self.get(line)))
    }
}

impl Lines<Option<String>> {
    /// The texts borrowed.
    #[must_use]
    pub fn as_deref(&self) -> Lines<Option<&str>> {
        Lines::from_fn(|line| self.get(line).as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_has_its_key_and_tag() {
        for line in Line::ALL {
            assert_eq!(Line::of_key(line.key()), Some(line));
        }
        assert_eq!(Line::of_key("twins"), None);
        assert_eq!(Line::Twins.tag(), "Twins");
        let numbered = Lines::from_fn(|l| Line::ALL.iter().position(|x| *x == l));
        let order: Vec<Option<usize>> = numbered.iter().map(|(_, n)| *n).collect();
        assert_eq!(order, (0..8).map(Some).collect::<Vec<_>>());
        let keys = numbered.map(|l, _| l.key());
        assert_eq!((keys.twins, keys.solution), ("twins-line", "solution"));
    }
}
