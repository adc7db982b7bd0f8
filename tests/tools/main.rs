//! The tools tier: the checks that drive programs from system packages
//! (pandoc, chromium, poppler, groff, TeX Live, the Typst compiler),
//! python-chess (from PyPI) or read the real files of `../shared/corpus`
//! (Popeye's piece tables and example problems, engine suites, PGN files).
//! A package of its own, so that the crate's `cargo test --release` builds
//! none of it; its checks run with
//!
//! ```text
//! cargo test --release -p forsythe-tools
//! ```
//!
//! (`.ci/run` installs the tools first). It builds the `forsythe` program
//! it drives (`cargo build --release`) before the first check. A word after
//! `--` runs only the checks whose names contain it: `-- pandoc`.
//!
//! The run begins with one preflight: every tool the chosen checks need is
//! looked for, and if any is missing, the run stops at once with one message
//! naming all that are missing, each with the command that installs it. It
//! never passes without them.
//!
//! # Adding a tool
//! Add a [`Tool`] to [`TOOLS`]: its name, how to tell it is there (a program
//! that answers an option, or a folder that exists) and how to install it.
//! A program can be named in an environment variable (`PANDOC=...`): give
//! its name in `env`, and call [`program`] in the checks to get it.
//!
//! # Adding a check
//! Write a function `fn()` that panics when the check fails (plain
//! `assert!`s), in one of the modules below or a new one, and add it to
//! [`CHECKS`] with the names of the tools it needs. A check that reads the
//! corpus finds it with [`corpus`].

#[path = "../suite/common/mod.rs"]
#[allow(dead_code)]
mod common;

mod browser;
mod corpus;
mod latex_diagram;
mod manual;
mod mdbook;
mod pandoc;
mod pdf;
mod popeye;
mod solutions;
mod svg_chromium;
mod terminal;
mod typeset;

use common::image;
#[path = "../suite/images.rs"]
#[allow(dead_code)]
mod images;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Instant;

/// The clone's folder.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `forsythe` program of this clone, built the first time it is asked
/// for (`cargo build --release`, as `cargo test --release` builds it).
pub fn forsythe_exe() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
        let out = Command::new(cargo)
            .args(["build", "--release", "--quiet", "--package", "forsythe"])
            .args(["--bin", "forsythe", "--message-format", "json"])
            .current_dir(repo())
            .stderr(std::process::Stdio::inherit())
            .output()
            .expect("cargo runs");
        assert!(out.status.success(), "cargo could not build forsythe");
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .find_map(|m| m["executable"].as_str().map(PathBuf::from))
            .expect("cargo names the program it built")
    })
}

/// Something a check needs from outside the project.
pub struct Tool {
    /// The name the checks give in [`Check::needs`].
    pub name: &'static str,
    /// How to tell it is there.
    pub probe: Probe,
    /// What to run to get it.
    pub install: &'static str,
}

/// How the preflight looks for a tool.
pub enum Probe {
    /// A program (or the one named in `env`, when set) that exits 0 when
    /// run with `args`.
    Program {
        command: &'static str,
        env: Option<&'static str>,
        args: &'static [&'static str],
    },
    /// The corpus folder (see [`corpus`]).
    Corpus,
}

/// Debian's TeX Live, as the LaTeX checks need it (the engines, the
/// `games` packages for the benchmark's `chessboard`, latexmk).
const TEX_INSTALL: &str = "apt-get install -y --no-install-recommends texlive-latex-extra texlive-luatex texlive-xetex texlive-games texlive-pstricks latexmk";

/// Every tool of the tier.
pub const TOOLS: &[Tool] = &[
    Tool {
        name: "pandoc",
        probe: Probe::Program {
            command: "pandoc",
            env: Some("PANDOC"),
            args: &["--version"],
        },
        install: "apt-get install -y pandoc",
    },
    Tool {
        name: "chromium",
        probe: Probe::Program {
            command: "chromium",
            env: Some("CHROMIUM"),
            args: &["--version"],
        },
        install: "apt-get install -y chromium",
    },
    Tool {
        name: "pdfinfo",
        probe: Probe::Program {
            command: "pdfinfo",
            env: None,
            args: &["-v"],
        },
        install: "apt-get install -y poppler-utils",
    },
    Tool {
        name: "pdftoppm",
        probe: Probe::Program {
            command: "pdftoppm",
            env: None,
            args: &["-v"],
        },
        install: "apt-get install -y poppler-utils",
    },
    Tool {
        name: "pdftotext",
        probe: Probe::Program {
            command: "pdftotext",
            env: None,
            args: &["-v"],
        },
        install: "apt-get install -y poppler-utils",
    },
    Tool {
        name: "groff",
        probe: Probe::Program {
            command: "groff",
            env: None,
            args: &["--version"],
        },
        install: "apt-get install -y groff-base",
    },
    Tool {
        name: "python-chess",
        probe: Probe::Program {
            command: "python3",
            env: Some("PYTHON"),
            args: &["-c", "import chess.pgn"],
        },
        install: "python3 -m pip install chess",
    },
    Tool {
        name: "pdflatex",
        probe: Probe::Program {
            command: "pdflatex",
            env: None,
            args: &["--version"],
        },
        install: TEX_INSTALL,
    },
    Tool {
        name: "lualatex",
        probe: Probe::Program {
            command: "lualatex",
            env: None,
            args: &["--version"],
        },
        install: TEX_INSTALL,
    },
    Tool {
        name: "xelatex",
        probe: Probe::Program {
            command: "xelatex",
            env: None,
            args: &["--version"],
        },
        install: TEX_INSTALL,
    },
    Tool {
        name: "latexmk",
        probe: Probe::Program {
            command: "latexmk",
            env: None,
            args: &["-v"],
        },
        install: TEX_INSTALL,
    },
    Tool {
        // TeX Live's DVI engine, which the pstricks of the `diagram`
        // package needs.
        name: "latex",
        probe: Probe::Program {
            command: "latex",
            env: None,
            args: &["--version"],
        },
        install: TEX_INSTALL,
    },
    Tool {
        name: "dvips",
        probe: Probe::Program {
            command: "dvips",
            env: None,
            args: &["--version"],
        },
        install: TEX_INSTALL,
    },
    Tool {
        // Ghostscript's ps2pdf; `gs` answers for it.
        name: "ps2pdf",
        probe: Probe::Program {
            command: "gs",
            env: None,
            args: &["--version"],
        },
        install: "apt-get install -y ghostscript",
    },
    Tool {
        // The problemists' `diagram` package (chess-problem-diagrams in
        // Debian's texlive-games), found where TeX finds it.
        name: "diagram-package",
        probe: Probe::Program {
            command: "kpsewhich",
            env: None,
            args: &["diagram.sty"],
        },
        install: TEX_INSTALL,
    },
    Tool {
        // The Typst compiler, as the `typst` package of Python (the
        // interpreter `TYPST_PYTHON` names, else python3).
        name: "typst",
        probe: Probe::Program {
            command: "python3",
            env: Some("TYPST_PYTHON"),
            args: &["-c", "import typst"],
        },
        install: "python3 -m pip install typst",
    },
    Tool {
        // A terminal for the program, from util-linux.
        name: "script",
        probe: Probe::Program {
            command: "script",
            env: None,
            args: &["--version"],
        },
        install: "apt-get install -y bsdutils",
    },
    Tool {
        name: "corpus",
        probe: Probe::Corpus,
        install: "put the project's shared/corpus beside the clone (../shared/corpus), or name its folder in FORSYTHE_CORPUS",
    },
];

/// One check: a name, the tools it needs, and the function that panics
/// when it fails.
pub struct Check {
    pub name: &'static str,
    pub needs: &'static [&'static str],
    pub run: fn(),
}

/// Every check of the tier, in the order they run.
pub const CHECKS: &[Check] = &[
    Check {
        name: "pandoc::html_gets_inline_svg",
        needs: &["pandoc"],
        run: pandoc::html_gets_inline_svg,
    },
    Check {
        name: "pandoc::note_taking_blocks_through_the_filter",
        needs: &["pandoc"],
        run: pandoc::note_taking_blocks_through_the_filter,
    },
    Check {
        name: "pandoc::latex_includes_pdf_files",
        needs: &["pandoc"],
        run: pandoc::latex_includes_pdf_files,
    },
    Check {
        name: "pandoc::other_formats_get_png_files_and_metadata_options",
        needs: &["pandoc"],
        run: pandoc::other_formats_get_png_files_and_metadata_options,
    },
    Check {
        name: "pandoc::a_block_with_an_error_is_left_and_reported",
        needs: &["pandoc"],
        run: pandoc::a_block_with_an_error_is_left_and_reported,
    },
    Check {
        name: "pandoc::filter_images_are_images_not_figures",
        needs: &["pandoc"],
        run: pandoc::filter_images_are_images_not_figures,
    },
    Check {
        name: "pandoc::markdown_output_read_by_pandoc_has_no_description_caption",
        needs: &["pandoc"],
        run: pandoc::markdown_output_read_by_pandoc_has_no_description_caption,
    },
    Check {
        name: "pdf::poppler_reads_every_pdf_silently",
        needs: &["pdfinfo", "pdftoppm"],
        run: pdf::poppler_reads_every_pdf_silently,
    },
    Check {
        name: "pdf::pdf_markers_are_hollow_filled_or_half_by_colour",
        needs: &["pdftoppm"],
        run: pdf::pdf_markers_are_hollow_filled_or_half_by_colour,
    },
    Check {
        name: "manual::groff_reads_every_page_silently",
        needs: &["groff"],
        run: manual::groff_reads_every_page_silently,
    },
    Check {
        name: "popeye::every_walk_of_the_piece_tables_is_read_as_its_picture",
        needs: &["corpus"],
        run: popeye::every_walk_of_the_piece_tables_is_read_as_its_picture,
    },
    Check {
        name: "popeye::every_forsyth_line_of_the_examples_draws_as_popeye_reads_it",
        needs: &["corpus"],
        run: popeye::every_forsyth_line_of_the_examples_draws_as_popeye_reads_it,
    },
    Check {
        name: "popeye::every_problem_of_the_examples_has_the_pieces_its_file_states",
        needs: &["corpus"],
        run: popeye::every_problem_of_the_examples_has_the_pieces_its_file_states,
    },
    Check {
        name: "corpus::every_record_of_the_engine_suites_is_drawn",
        needs: &["corpus"],
        run: corpus::every_record_of_the_engine_suites_is_drawn,
    },
    Check {
        name: "corpus::python_chess_agrees_with_every_end_position_of_the_pgn_files",
        needs: &["corpus", "python-chess"],
        run: corpus::python_chess_agrees_with_every_end_position_of_the_pgn_files,
    },
    Check {
        name: "svg_chromium::neutral_pieces_are_half_and_half_in_chromium",
        needs: &["chromium"],
        run: svg_chromium::neutral_pieces_are_half_and_half_in_chromium,
    },
    Check {
        name: "svg_chromium::problem_pieces_in_chromium_are_as_in_png",
        needs: &["chromium"],
        run: svg_chromium::problem_pieces_in_chromium_are_as_in_png,
    },
    Check {
        name: "typeset::latex_examples_in_every_engine",
        needs: &["pdflatex", "lualatex", "xelatex"],
        run: typeset::latex_examples_in_every_engine,
    },
    Check {
        name: "typeset::latex_draws_during_the_run_with_shell_escape",
        needs: &["pdflatex", "lualatex", "xelatex"],
        run: typeset::latex_draws_during_the_run_with_shell_escape,
    },
    Check {
        name: "typeset::latexmk_draws_and_runs_latex_again",
        needs: &["latexmk", "pdflatex", "lualatex", "xelatex"],
        run: typeset::latexmk_draws_and_runs_latex_again,
    },
    Check {
        name: "typeset::latex_in_beamer_and_with_errors",
        needs: &["pdflatex"],
        run: typeset::latex_in_beamer_and_with_errors,
    },
    Check {
        name: "typeset::latex_answers_of_another_format_are_not_read",
        needs: &["pdflatex"],
        run: typeset::latex_answers_of_another_format_are_not_read,
    },
    Check {
        name: "terminal::reading_standard_input_on_a_terminal_is_said",
        needs: &["script"],
        run: terminal::reading_standard_input_on_a_terminal_is_said,
    },
    Check {
        name: "typeset::typst_examples",
        needs: &["typst"],
        run: typeset::typst_examples,
    },
    Check {
        name: "typeset::typst_mistake_stops_the_compile",
        needs: &["typst"],
        run: typeset::typst_mistake_stops_the_compile,
    },
    Check {
        name: "typeset::typst_warning_goes_into_the_description",
        needs: &["typst"],
        run: typeset::typst_warning_goes_into_the_description,
    },
    Check {
        name: "typeset::typst_files_draw_each_problem_with_its_lines",
        needs: &["typst", "corpus", "pdftotext"],
        run: typeset::typst_files_draw_each_problem_with_its_lines,
    },
    Check {
        name: "typeset::typst_files_draw_each_record_and_game",
        needs: &["typst", "corpus"],
        run: typeset::typst_files_draw_each_record_and_game,
    },
    Check {
        name: "typeset::typst_plugin_of_another_version_is_an_error",
        needs: &["typst"],
        run: typeset::typst_plugin_of_another_version_is_an_error,
    },
    Check {
        name: "typeset::guide_pages_are_the_samples",
        needs: &["pdflatex", "typst", "pdftoppm"],
        run: typeset::guide_pages_are_the_samples,
    },
    Check {
        name: "latex_diagram::the_package_draws_the_pieces_of_a_translated_twin_fairy_problem",
        needs: &["latex", "dvips", "ps2pdf", "diagram-package", "pdftoppm"],
        run: latex_diagram::the_package_draws_the_pieces_of_a_translated_twin_fairy_problem,
    },
    Check {
        name: "solutions::the_book_ends_with_each_number_and_its_solution",
        needs: &["pdftotext"],
        run: solutions::the_book_ends_with_each_number_and_its_solution,
    },
    Check {
        name: "solutions::the_latex_list_compiles_with_its_solutions_at_the_end",
        needs: &["pdflatex", "pdftotext"],
        run: solutions::the_latex_list_compiles_with_its_solutions_at_the_end,
    },
    Check {
        name: "solutions::the_latex_list_breaks_long_solutions_but_never_a_move",
        needs: &["pdflatex", "lualatex", "xelatex", "pdftotext"],
        run: solutions::the_latex_list_breaks_long_solutions_but_never_a_move,
    },
    Check {
        name: "solutions::a_latex_list_in_cyrillic_compiles_in_every_engine",
        needs: &["pdflatex", "lualatex", "xelatex", "pdftotext"],
        run: solutions::a_latex_list_in_cyrillic_compiles_in_every_engine,
    },
    Check {
        name: "mdbook::the_sample_book_builds_with_mdbook",
        needs: &[],
        run: mdbook::the_sample_book_builds_with_mdbook,
    },
    Check {
        name: "mdbook::the_guide_builds_with_mdbook_and_every_link_leads_somewhere",
        needs: &[],
        run: mdbook::the_guide_builds_with_mdbook_and_every_link_leads_somewhere,
    },
    Check {
        name: "browser::the_page_in_chromium",
        needs: &["chromium"],
        run: browser::the_page_in_chromium,
    },
    Check {
        name: "browser::the_editor_by_mouse_in_chromium",
        needs: &["chromium"],
        run: browser::the_editor_by_mouse_in_chromium,
    },
    Check {
        name: "browser::the_editor_by_keys_in_chromium",
        needs: &["chromium"],
        run: browser::the_editor_by_keys_in_chromium,
    },
    Check {
        name: "browser::the_sheet_in_chromium",
        needs: &["chromium"],
        run: browser::the_sheet_in_chromium,
    },
];

/// The program to run for `tool`: the one its environment variable names,
/// else its command on the PATH.
pub fn program(tool: &str) -> String {
    for t in TOOLS {
        if let (true, Probe::Program { command, env, .. }) = (t.name == tool, &t.probe) {
            return env
                .and_then(|e| std::env::var(e).ok())
                .unwrap_or_else(|| (*command).to_owned());
        }
    }
    panic!("no tool {tool} in TOOLS")
}

/// The corpus of real files: `FORSYTHE_CORPUS`, else `../shared/corpus`
/// beside the clone.
pub fn corpus() -> PathBuf {
    std::env::var_os("FORSYTHE_CORPUS")
        .map_or_else(|| crate::repo().join("../shared/corpus"), PathBuf::from)
}

/// Whether `tool` is there.
fn present(tool: &Tool) -> bool {
    match &tool.probe {
        Probe::Program { args, .. } => Command::new(program(tool.name))
            .args(*args)
            .output()
            .is_ok_and(|o| o.status.success()),
        Probe::Corpus => corpus().is_dir(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let filters: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
    let chosen: Vec<&Check> = CHECKS
        .iter()
        .filter(|c| filters.is_empty() || filters.iter().any(|f| c.name.contains(f.as_str())))
        .collect();
    if args.iter().any(|a| a == "--list") {
        for c in &chosen {
            println!("{}: test", c.name);
        }
        return;
    }

    // The preflight: every missing tool at once.
    for c in &chosen {
        for need in c.needs {
            assert!(
                TOOLS.iter().any(|t| t.name == *need),
                "the check {} needs {need}, which is not in TOOLS",
                c.name
            );
        }
    }
    let missing: Vec<&Tool> = TOOLS
        .iter()
        .filter(|t| chosen.iter().any(|c| c.needs.contains(&t.name)))
        .filter(|t| !present(t))
        .collect();
    if !missing.is_empty() {
        eprintln!("\nthe tools tier cannot run; missing:");
        for t in &missing {
            eprintln!("  {:<10} {}", t.name, t.install);
        }
        eprintln!();
        println!("tools: 0 passed, {} failed", chosen.len());
        std::process::exit(1);
    }

    println!("\nrunning {} checks", chosen.len());
    let started = Instant::now();
    let mut failed = Vec::new();
    for c in &chosen {
        let start = Instant::now();
        let ok = std::panic::catch_unwind(c.run).is_ok();
        let verdict = if ok { "ok" } else { "FAILED" };
        println!(
            "check {} ... {verdict} ({:.1} s)",
            c.name,
            start.elapsed().as_secs_f64()
        );
        if !ok {
            failed.push(c.name);
        }
    }
    println!();
    if !failed.is_empty() {
        println!("failed:");
        for name in &failed {
            println!("    {name}");
        }
        println!();
    }
    println!("all checks: {:.1} s", started.elapsed().as_secs_f64());
    println!(
        "tools: {} passed, {} failed\n",
        chosen.len() - failed.len(),
        failed.len()
    );
    if !failed.is_empty() {
        std::process::exit(101);
    }
}
