//! The sample book (`examples/article`) built by the real mdBook, with
//! `forsythe mdbook` as its preprocessor.

use std::path::Path;

/// The names of the files in `dir`, sorted.
fn files(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Builds the sample book with the real mdBook, its library
/// (`mdbook-driver`) doing what `mdbook build` does: it reads book.toml and
/// runs our preprocessor as the command named there, here the binary under
/// test.
pub fn the_sample_book_builds_with_mdbook() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("article");
    std::fs::create_dir_all(book.join("src/more")).unwrap();
    for f in [
        "src/SUMMARY.md",
        "src/article.md",
        "src/more/exercises.md",
        "src/more/answers.md",
    ] {
        std::fs::copy(crate::repo().join("examples/article").join(f), book.join(f)).unwrap();
    }
    let toml = std::fs::read_to_string(crate::repo().join("examples/article/book.toml")).unwrap();
    let command = "command = \"forsythe mdbook\"";
    assert!(toml.contains(command), "{toml}");
    let ours = format!("command = \"'{}' mdbook\"", crate::forsythe_exe().display());
    std::fs::write(book.join("book.toml"), toml.replace(command, &ours)).unwrap();
    mdbook_driver::MDBook::load(&book)
        .and_then(|b| b.build())
        .unwrap_or_else(|e| panic!("mdBook failed: {e:#}"));
    // mdBook 0.5 writes each image twice (once more for zooming): count
    // the distinct ones.
    let sources = |page: &str, prefix: &str| {
        let html = std::fs::read_to_string(book.join("book").join(page)).unwrap();
        let found: std::collections::BTreeSet<String> = html
            .match_indices(&format!("src=\"{prefix}fen-"))
            .map(|(i, _)| html[i..i + 40].to_owned())
            .collect();
        found.len()
    };
    assert_eq!(sources("article.html", "diagrams/"), 5);
    assert_eq!(sources("more/answers.html", "../diagrams/"), 1);
    assert_eq!(files(&book.join("book/diagrams")).len(), 6);
}
