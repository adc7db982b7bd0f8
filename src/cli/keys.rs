//! The options that are keys: each made from the key's one definition in
//! [`KEYS`] (its name, other names, value name, choices, default, what its
//! value is), so that the options, their help, the manual pages and the
//! completion scripts say what the list says, and a new key is an option
//! without a word written here.
//!
//! A command takes its keys as a [`KeyOptions`] of a [`KeyGroup`]: every key of the
//! command line for `render`, fewer for the others.

use std::ffi::OsString;
use std::marker::PhantomData;
use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, ValueParser};
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use crate::settings::{Category, KEYS, Key, KeyKind, RECORD, ValueType, Way, find, parse_yes_no};

/// The option of `key`.
#[must_use]
pub fn arg(key: &'static Key) -> Arg {
    let arg = Arg::new(key.name)
        .long(key.name)
        .visible_aliases(key.aliases);
    if is_flag(key) {
        return arg
            .action(ArgAction::SetTrue)
            .overrides_with_all(negated(key));
    }
    let arg = match key.kind {
        // `--flip` alone, or `--flip=black`: the key alone means its first
        // choice.
        KeyKind::Switch => arg
            .action(ArgAction::Set)
            .num_args(0..=1)
            .require_equals(true)
            .default_missing_value(key.choices.first().copied().unwrap_or("yes")),
        KeyKind::Value => arg.action(ArgAction::Set),
        KeyKind::Many => arg.action(ArgAction::Append),
    };
    let arg = arg
        .value_name(key.value_name)
        .value_parser(value_parser(key));
    if key.default.is_empty() {
        arg
    } else {
        arg.default_value(key.default)
    }
}

/// Whether the option of `key` is a flag: a switch that takes no choice.
fn is_flag(key: &Key) -> bool {
    key.kind == KeyKind::Switch && key.value_name.is_empty()
}

/// How an option's value is read: one of its choices, a number, a path, or
/// text for the settings to read.
fn value_parser(key: &Key) -> ValueParser {
    if !key.choices.is_empty() {
        return PossibleValuesParser::new(key.choices).into();
    }
    match key.value_type {
        ValueType::Text => ValueParser::string(),
        ValueType::Path => ValueParser::path_buf(),
        ValueType::Whole => clap::value_parser!(u32).into(),
        ValueType::WholeIn { min, max } => clap::value_parser!(u32)
            .range(i64::from(min)..=i64::from(max))
            .into(),
    }
}

/// The key a `no-` key turns off (`flip` for `no-flip`): the last of the
/// two given wins.
fn negated(key: &Key) -> Option<&'static str> {
    key.name.strip_prefix("no-").and_then(find).map(|k| k.name)
}

/// The options that take a value or stand alone (`--flip`, `--flip=auto`),
/// with the values they take: written as a separate word, those are read as
/// the option's (see `flip_values`). The key's own words come first, then
/// the yes and no every switch takes.
pub fn optional_values() -> impl Iterator<Item = (&'static str, Vec<&'static str>)> {
    KEYS.iter()
        .filter(|k| k.kind == KeyKind::Switch && !is_flag(k) && k.takes(Way::CommandLine))
        .map(|k| {
            let mut values = k.choices.to_vec();
            values.sort_by_key(|v| parse_yes_no(v).is_some());
            (k.name, values)
        })
}

/// Which keys a command takes as options.
pub trait KeyGroup {
    /// Whether this group has `key` (which the command line takes).
    fn has(key: &Key) -> bool;
    /// Whether the options are options of every command.
    const GLOBAL: bool = false;
}

/// The keys of the messages (`--lang`, `--strict`): options of every
/// command.
#[derive(Debug, Clone, Copy)]
pub struct MessageKeys;

impl KeyGroup for MessageKeys {
    fn has(key: &Key) -> bool {
        key.category == Category::Messages
    }
    const GLOBAL: bool = true;
}

/// Every key of a diagram: `render`'s options.
#[derive(Debug, Clone, Copy)]
pub struct DiagramKeys;

impl KeyGroup for DiagramKeys {
    fn has(key: &Key) -> bool {
        !MessageKeys::has(key)
    }
}

/// The keys of many diagrams: `batch`'s options, all of `render`'s but
/// those one diagram alone can be given (its last move, an animation's
/// pace).
#[derive(Debug, Clone, Copy)]
pub struct BatchKeys;

impl KeyGroup for BatchKeys {
    fn has(key: &Key) -> bool {
        DiagramKeys::has(key) && !["last-move", "delay"].contains(&key.name)
    }
}

/// The keys of reading records: `translate`'s options (which names the
/// notation with `--from` and `--to` of its own).
#[derive(Debug, Clone, Copy)]
pub struct ReadingKeys;

impl KeyGroup for ReadingKeys {
    fn has(key: &Key) -> bool {
        key.category == Category::Reading && key.name != "dialect"
    }
}

/// The keys of describing records: `describe`'s options, those of reading
/// them and the texts a description says.
#[derive(Debug, Clone, Copy)]
pub struct DescribeKeys;

impl KeyGroup for DescribeKeys {
    fn has(key: &Key) -> bool {
        key.category == Category::Reading
            || ["caption", "number", "author", "source", "stipulation"].contains(&key.name)
    }
}

/// The keys of `G` the command line takes as options, in the list's order
/// (the record is the argument after the options).
fn keys_of<G: KeyGroup>() -> impl Iterator<Item = &'static Key> {
    KEYS.iter()
        .filter(|k| k.takes(Way::CommandLine) && k.name != RECORD && G::has(k))
}

/// The keys of a group, as the command line gave them (see [`GivenKeys`]).
#[derive(Debug, Clone)]
pub struct KeyOptions<G> {
    given: GivenKeys,
    group: PhantomData<G>,
}

impl<G> std::ops::Deref for KeyOptions<G> {
    type Target = GivenKeys;
    fn deref(&self) -> &GivenKeys {
        &self.given
    }
}

impl<G: KeyGroup> Args for KeyOptions<G> {
    fn augment_args(cmd: Command) -> Command {
        cmd.args(keys_of::<G>().map(|k| arg(k).global(G::GLOBAL)))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

impl<G: KeyGroup> FromArgMatches for KeyOptions<G> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let mut values = Vec::new();
        for key in keys_of::<G>() {
            if is_flag(key) {
                if matches!(matches.try_get_one::<bool>(key.name), Ok(Some(true))) {
                    values.push((key.name, OsString::new()));
                }
            } else if let Ok(Some(raw)) = matches.try_get_raw(key.name) {
                values.extend(raw.map(|v| (key.name, v.to_os_string())));
            }
        }
        Ok(KeyOptions {
            given: GivenKeys { values },
            group: PhantomData,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

/// Keys given on the command line (and the defaults the options name), in
/// the list's order: a switch given has an empty value.
#[derive(Debug, Clone, Default)]
pub struct GivenKeys {
    values: Vec<(&'static str, OsString)>,
}

impl GivenKeys {
    /// The pairs, for the settings to read; a path that is not Unicode is
    /// written as near as it can be.
    #[must_use]
    pub fn pairs(&self) -> Vec<(&'static str, String)> {
        self.values
            .iter()
            .map(|(k, v)| (*k, v.to_string_lossy().into_owned()))
            .collect()
    }

    /// The values of `key` (the list's name).
    fn raw(&self, key: &str) -> impl Iterator<Item = &OsString> {
        debug_assert!(KEYS.iter().any(|k| k.name == key), "{key} is no key");
        self.values
            .iter()
            .filter(move |(k, _)| *k == key)
            .map(|(_, v)| v)
    }

    /// The value of `key`, when it was given (or has a default).
    #[must_use]
    pub fn value(&self, key: &str) -> Option<&str> {
        self.raw(key).next().and_then(|v| v.to_str())
    }

    /// Every value of `key`, in the order given.
    #[must_use]
    pub fn values(&self, key: &str) -> Vec<String> {
        self.raw(key)
            .map(|v| v.to_string_lossy().into_owned())
            .collect()
    }

    /// Whether `key` was given.
    #[must_use]
    pub fn on(&self, key: &str) -> bool {
        self.raw(key).next().is_some()
    }

    /// The value of `key` as a path, as it was given.
    #[must_use]
    pub fn path(&self, key: &str) -> Option<PathBuf> {
        self.raw(key).next().map(PathBuf::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::{LANGUAGES, Messages};
    use clap::{CommandFactory, Parser};

    /// Options about the command rather than the diagram: where it writes,
    /// in what format, whether its argument is a record or a file, how
    /// many files a problem with twins gives (a block or a request draws
    /// one picture), and how much it says.
    const COMMAND_ONLY: &[&str] = &[
        "output", "format", "record", "quiet", "help", "version", "twins",
    ];

    /// Every option of `render` (and of every command) is a key of the one
    /// list, or one of the command's own; every key the command line takes
    /// is an option of `render`, made from the key.
    #[test]
    fn render_options_are_the_keys() {
        let cli = crate::cli::Cli::command();
        let render = cli.find_subcommand("render").expect("render");
        let args: Vec<&Arg> = render.get_arguments().chain(cli.get_arguments()).collect();
        for arg in args.iter().filter(|a| !a.is_positional()) {
            let long = arg.get_long().expect("a long name");
            if COMMAND_ONLY.contains(&long) {
                continue;
            }
            let key = find(long).unwrap_or_else(|| panic!("--{long} is no key"));
            assert_eq!(key.name, long, "--{long}");
            assert!(key.takes(Way::CommandLine), "--{long}");
            let aliases: Vec<&str> = arg.get_visible_aliases().unwrap_or_default();
            assert_eq!(aliases, key.aliases, "--{long}");
        }
        for key in KEYS.iter().filter(|k| k.takes(Way::CommandLine)) {
            if key.name == crate::settings::RECORD {
                // The record is the argument after the options.
                continue;
            }
            assert!(
                args.iter().any(|a| a.get_long() == Some(key.name)),
                "the key `{}` is no option of render",
                key.name
            );
        }
    }

    /// An option made from a key has its kind, value name, choices and
    /// default.
    #[test]
    fn an_option_says_what_its_key_says() {
        for key in KEYS {
            let arg = arg(key);
            let kind = match arg.get_action() {
                ArgAction::Append => KeyKind::Many,
                ArgAction::SetTrue => KeyKind::Switch,
                _ if arg.get_num_args().is_some_and(|n| n.min_values() == 0) => KeyKind::Switch,
                _ => KeyKind::Value,
            };
            assert_eq!(kind, key.kind, "--{}", key.name);
            let value: Vec<String> = arg
                .get_value_names()
                .unwrap_or_default()
                .iter()
                .map(ToString::to_string)
                .collect();
            if key.value_name.is_empty() {
                assert!(value.is_empty(), "--{}", key.name);
            } else {
                assert_eq!(value, [key.value_name], "--{}", key.name);
            }
            let choices: Vec<String> = arg
                .get_possible_values()
                .iter()
                .map(|v| v.get_name().to_owned())
                .collect();
            assert_eq!(choices, key.choices, "--{}", key.name);
            let default: Vec<String> = arg
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            if key.default.is_empty() || key.kind == KeyKind::Switch {
                assert!(
                    key.default.is_empty() && (default.is_empty() || default == ["false"]),
                    "--{}",
                    key.name
                );
            } else {
                assert_eq!(default, [key.default], "--{}", key.name);
            }
        }
    }

    /// The options the other commands take are keys as `render` has them.
    #[test]
    fn every_command_takes_keys_as_render_does() {
        let cli = crate::cli::Cli::command();
        let render = cli.find_subcommand("render").expect("render");
        for sub in cli.get_subcommands() {
            for arg in sub.get_arguments() {
                let Some(long) = arg.get_long() else { continue };
                if let Some(key) = find(long)
                    && key.name == long
                    && !COMMAND_ONLY.contains(&long)
                {
                    let ours = render
                        .get_arguments()
                        .find(|a| a.get_long() == Some(long))
                        .unwrap_or_else(|| {
                            panic!("{} --{long} is no option of render", sub.get_name())
                        });
                    assert_eq!(arg.get_id(), ours.get_id(), "{} --{long}", sub.get_name());
                }
            }
        }
    }

    /// Every key the command line takes has its help in every language.
    #[test]
    fn every_key_has_its_help() {
        for (lang, _) in LANGUAGES {
            let texts = Messages::new(lang);
            for key in KEYS.iter().filter(|k| k.takes(Way::CommandLine)) {
                if key.name == crate::settings::RECORD {
                    continue;
                }
                assert!(texts.has(&key.help_id()), "{lang}: {}", key.help_id());
            }
        }
    }

    /// The pairs are the list's, in its order, with the defaults the
    /// options name and a switch given as an empty value.
    #[test]
    fn the_options_give_pairs() {
        let cli = crate::cli::Cli::try_parse_from([
            "forsythe",
            "render",
            "k7",
            "-o",
            "x.svg",
            "--flip",
            "--mark",
            "e4",
            "--size",
            "300",
            "--mark",
            "d5:red",
            "--no-coordinates",
            "--strict",
        ])
        .expect("a command line");
        let crate::cli::Command::Render(args) = &cli.command else {
            panic!("render");
        };
        let pairs = args.keys.pairs();
        let names: Vec<&str> = pairs.iter().map(|(k, _)| *k).collect();
        assert_eq!(
            names,
            [
                "dialect",
                "at",
                "move-letters",
                "theme",
                "size",
                "flip",
                "no-coordinates",
                "frame",
                "mark",
                "mark",
                "last-move-style",
                "check",
                "legend",
                "delay"
            ]
        );
        assert_eq!(args.keys.value("flip"), Some("yes"));
        assert_eq!(args.keys.values("mark"), ["e4", "d5:red"]);
        assert_eq!(args.keys.value("size"), Some("300"));
        assert!(args.keys.on("no-coordinates") && !args.keys.on("no-flip"));
        assert!(cli.messages.on("strict"));
    }
}
