//! Every kind of PDF we write, read by poppler (Debian's poppler-utils, the
//! library of Evince and Okular): `pdfinfo` and `pdftoppm` read each
//! without a word on stderr.

use std::process::Command;

use crate::common;

pub fn poppler_reads_every_pdf_silently() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for path in common::every_kind_of_pdf(dir.path()) {
        let name = path.display();
        let info = Command::new("pdfinfo")
            .arg(&path)
            .output()
            .expect("pdfinfo runs");
        assert!(info.status.success(), "pdfinfo {name}");
        assert_eq!(String::from_utf8_lossy(&info.stderr), "", "pdfinfo {name}");
        let info = String::from_utf8_lossy(&info.stdout);
        assert!(info.contains("\nTagged:          yes\n"), "{name}: {info}");
        assert!(info.contains("\nPDF version:     1.5\n"), "{name}: {info}");
        let png = dir.path().join("page");
        let o = Command::new("pdftoppm")
            .args(["-png", "-r", "36", "-f", "1", "-l", "1", "-singlefile"])
            .arg(&path)
            .arg(&png)
            .output()
            .expect("pdftoppm runs");
        assert!(o.status.success(), "pdftoppm {name}");
        assert_eq!(String::from_utf8_lossy(&o.stderr), "", "pdftoppm {name}");
        let page = std::fs::read(png.with_extension("png")).expect("a page picture");
        assert!(page.starts_with(b"\x89PNG"), "{name}");
    }
}
