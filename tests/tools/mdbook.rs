//! The sample book (`examples/article`) built by the real mdBook, with
//! `forsythe mdbook` as its preprocessor; and the guide (`docs/`) built by
//! it as a site whose every link leads somewhere.

use std::path::{Component, Path, PathBuf};

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

/// Copies the folder `from` into `to`, and everything in it.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        if source.is_dir() {
            copy_tree(&source, &target);
        } else {
            std::fs::copy(&source, &target).unwrap();
        }
    }
}

/// The files under `dir` whose name ends in `.ext`, as paths below `dir`.
fn files_below(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            let sub = path.strip_prefix(dir).unwrap().to_owned();
            out.extend(files_below(&path, ext).into_iter().map(|p| sub.join(p)));
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path.strip_prefix(dir).unwrap().to_owned());
        }
    }
    out.sort();
    out
}

/// The values of the `href` and `src` attributes of an HTML text.
fn targets(html: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for attribute in [" href=\"", " src=\""] {
        for (at, _) in html.match_indices(attribute) {
            let value = &html[at + attribute.len()..];
            if let Some(end) = value.find('"') {
                out.push(&value[..end]);
            }
        }
    }
    out
}

/// `path` without `.` and `..`, or `None` when it climbs out of the site.
fn normal(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            Component::Normal(p) => out.push(p),
            Component::RootDir | Component::Prefix(_) => {}
        }
    }
    Some(out)
}

/// The guide in `docs/` built by the real mdBook, as `mdbook build docs`
/// builds it: every page of `docs/src` becomes a page of the site, and
/// every relative link of the site (to a page, an image, a heading) leads
/// somewhere.
pub fn the_guide_builds_with_mdbook_and_every_link_leads_somewhere() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("docs");
    std::fs::create_dir_all(&book).unwrap();
    std::fs::copy(crate::repo().join("docs/book.toml"), book.join("book.toml")).unwrap();
    copy_tree(&crate::repo().join("docs/src"), &book.join("src"));
    mdbook_driver::MDBook::load(&book)
        .and_then(|b| b.build())
        .unwrap_or_else(|e| panic!("mdBook failed: {e:#}"));
    let site = book.join("book");
    let pages = files_below(&book.join("src"), "md");
    assert!(pages.len() >= 20, "{pages:?}");
    for page in &pages {
        if page != Path::new("SUMMARY.md") {
            let html = page.with_extension("html");
            assert!(
                site.join(&html).is_file(),
                "the site has no {}",
                html.display()
            );
        }
    }
    let mut failures = Vec::new();
    let mut links = 0;
    for page in files_below(&site, "html") {
        let html = std::fs::read_to_string(site.join(&page)).unwrap();
        let here = page.parent().unwrap_or(Path::new(""));
        for target in targets(&html) {
            let relative = !(target.contains("://")
                || target.starts_with("mailto:")
                || target.starts_with("javascript:")
                || target.starts_with("data:")
                || target.starts_with("{{"));
            if !relative || target.is_empty() {
                continue;
            }
            links += 1;
            let (file, fragment) = match target.split_once('#') {
                Some((file, fragment)) => (file, Some(fragment)),
                None => (target, None),
            };
            let file = file.split('?').next().unwrap_or_default();
            let path = match file {
                "" => Some(page.clone()),
                f if f.starts_with('/') => normal(Path::new(f)),
                f => normal(&here.join(f)),
            };
            let Some(path) = path.filter(|p| site.join(p).exists()) else {
                failures.push(format!("{}: {target} leads nowhere", page.display()));
                continue;
            };
            let Some(fragment) = fragment.filter(|f| !f.is_empty()) else {
                continue;
            };
            if path.extension().is_some_and(|e| e == "html") {
                let text = std::fs::read_to_string(site.join(&path)).unwrap();
                if !text.contains(&format!("id=\"{fragment}\"")) {
                    failures.push(format!(
                        "{}: {target}: {} has no #{fragment}",
                        page.display(),
                        path.display()
                    ));
                }
            }
        }
    }
    assert!(links > 500, "only {links} links in the site");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
