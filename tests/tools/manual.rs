//! The manual pages, read by the real groff (Debian's groff-base): every
//! page `forsythe man --dir` writes, in every language, formats without a
//! warning.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common;

pub fn groff_reads_every_page_silently() {
    let langs: Vec<String> = std::fs::read_dir(crate::repo().join("locales"))
        .expect("the locales folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert!(langs.len() >= 5, "{langs:?}");
    let mut pages = 0;
    for lang in &langs {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let o = common::run(&["--lang", lang, "man", "--dir", "man1"], dir.path(), b"");
        assert_eq!(o.status.code(), Some(0), "{lang}: {}", common::stderr(&o));
        for entry in std::fs::read_dir(dir.path().join("man1")).expect("the pages") {
            let path = entry.expect("an entry").path();
            let page = std::fs::read(&path).expect("the page");
            let mut child = Command::new("groff")
                .args(["-man", "-Tutf8", "-ww", "-z", "-k"])
                .stdin(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("groff runs");
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(&page)
                .expect("the page is written");
            let out = child.wait_with_output().expect("groff ends");
            let name = path.display();
            assert!(out.status.success(), "{lang} {name}");
            assert_eq!(
                String::from_utf8_lossy(&out.stderr),
                "",
                "{lang} {name}: groff warns"
            );
            pages += 1;
        }
    }
    assert!(pages >= 5 * 11, "only {pages} pages");
}
