//! Hostile input and faults: every case ends with the exact exit code, a
//! message that names the problem, and nothing else touched.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use common::{run, stderr};

fn entries(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn a_board_wider_than_26_files_is_an_error_not_an_allocation() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &["translate", &format!("k{}", "9".repeat(1000))],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(
            "error: the 1st rank from the top is wider than 26 squares\n --> column 4\n"
        ),
        "{}",
        stderr(&o)
    );
    let o = run(
        &["translate", "--merge-digits", "99999999999999999999999999"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    let o = run(&["translate", &"8/".repeat(30)], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error: the board has more than 26 ranks"),
        "{}",
        stderr(&o)
    );
    assert!(entries(dir.path()).is_empty());
}

#[test]
fn a_line_over_64_kib_is_refused_and_the_rest_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut input = vec![b'8'; 200_000];
    input.extend_from_slice(b"\nk7\n");
    let o = run(&["translate"], dir.path(), &input);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "k7\n");
    assert_eq!(
        stderr(&o),
        "error: line 1: the line has 200,001 bytes; a record has at most 65,536\n"
    );
}

#[test]
fn an_image_over_16_megapixels_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let tall = ["k"; 26].join("/");
    let o = run(
        &["render", &tall, "-o", "x.png", "--size", "4096"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("error: an image of 4,096×"),
        "{}",
        stderr(&o)
    );
    assert!(entries(dir.path()).is_empty());
}

#[test]
fn a_caption_over_500_characters_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &["render", "k7", "-o", "x.svg", "--caption", &"é".repeat(501)],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: a caption of 501 characters is refused; a caption has at most 500\n"
    );
    assert!(entries(dir.path()).is_empty());
}

#[test]
fn jobs_over_256_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p.txt"), "k7\n").unwrap();
    let o = run(
        &["batch", "p.txt", "-o", "out", "--jobs", "257"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), "error: --jobs must be 1 to 256\n");
    assert_eq!(entries(dir.path()), ["p.txt"]);
}

fn piece_set(dir: &Path) {
    let ours = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pieces/forsythe");
    std::fs::create_dir_all(dir).unwrap();
    for e in std::fs::read_dir(ours).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), dir.join(e.file_name())).unwrap();
    }
}

#[test]
fn hostile_piece_sets() {
    let dir = tempfile::tempdir().unwrap();
    let set = dir.path().join("set");
    piece_set(&set);
    let render = |dir: &Path| {
        run(
            &["render", "K7", "-o", "out.svg", "--pieces", "set"],
            dir,
            b"",
        )
    };

    // Over 1 MiB.
    std::fs::write(set.join("wK.svg"), vec![b' '; (1 << 20) + 1]).unwrap();
    let o = render(dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("wK.svg has 1,048,577 bytes; at most 1 MiB is read"),
        "{}",
        stderr(&o)
    );

    // Not SVG that usvg accepts.
    std::fs::write(
        set.join("wK.svg"),
        "<svg xmlns='http://www.w3.org/2000/svg'><g>",
    )
    .unwrap();
    let o = render(dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("wK.svg is not a usable SVG"),
        "{}",
        stderr(&o)
    );

    // A drawing with nothing in it.
    std::fs::write(
        set.join("wK.svg"),
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'/>",
    )
    .unwrap();
    let o = render(dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("wK.svg draws nothing"),
        "{}",
        stderr(&o)
    );

    // References to other files and to the network are never followed.
    std::fs::write(
        dir.path().join("secret.svg"),
        "<svg xmlns='http://www.w3.org/2000/svg'><rect width='9' height='9' fill='red'/></svg>",
    )
    .unwrap();
    std::fs::write(
        set.join("wK.svg"),
        "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' viewBox='0 0 100 100'>\
         <image href='../secret.svg' width='100' height='100'/><image xlink:href='http://example.invalid/p.png' width='100' height='100'/>\
         <circle cx='50' cy='50' r='30'/></svg>",
    )
    .unwrap();
    let o = render(dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let svg = std::fs::read_to_string(dir.path().join("out.svg")).unwrap();
    assert!(
        !svg.contains("secret")
            && !svg.contains("example.invalid")
            && !svg.contains("fill=\"red\""),
        "{svg}"
    );
    assert!(!svg.contains("<image"));
}

#[test]
fn input_that_is_not_utf8_is_read_as_windows_1252_and_said_once() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("p.txt"),
        b"k7 w\nk6\xe9x/8/8/8 w c0 \"Caf\xe9\";\nK7 b\n",
    )
    .unwrap();
    let o = run(
        &["batch", "p.txt", "-o", "out", "--format", "svg"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("`é` and `x`") || err.contains("`é` `x`"),
        "{err}"
    );
    assert_eq!(
        err.matches("is not UTF-8").count(),
        1,
        "said once per file: {err}"
    );
    assert!(
        err.contains(
            "warning: p.txt is not UTF-8 from line 2 on; those lines are read as Windows-1252\n"
        ),
        "{err}"
    );
    assert_eq!(
        entries(&dir.path().join("out")),
        ["0001.svg", "0002.svg", "0003.svg", "manifest.json"]
    );
}

#[test]
fn a_missing_output_folder_is_one_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &["render", "k7", "-o", "no/such/folder/x.png"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with("error: cannot write no/such/folder/x.png: "),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);
    assert!(entries(dir.path()).is_empty());
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_is_one_clear_error_and_earlier_files_stay() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    std::fs::write(out.join("keep.svg"), "earlier").unwrap();
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o555)).unwrap();
    // Whoever may write anyway (root) cannot see this fault.
    let writable = tempfile::tempfile_in(&out).is_ok();
    let o = run(&["render", "k7", "-o", "out/x.svg"], dir.path(), b"");
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o755)).unwrap();
    if !writable {
        assert_eq!(o.status.code(), Some(1));
        assert_eq!(
            stderr(&o),
            "error: cannot write out/x.svg: the folder out cannot be written to\n"
        );
        assert_eq!(entries(&out), ["keep.svg"]);
    }
    assert_eq!(
        std::fs::read_to_string(out.join("keep.svg")).unwrap(),
        "earlier"
    );
}

#[cfg(unix)]
#[test]
fn a_full_disk_is_a_write_error_and_the_device_stays() {
    let full = Path::new("/dev/full");
    if !full.exists() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &["render", "k7", "-o", "/dev/full", "--format", "png"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o) == "error: cannot write /dev/full: there is no space left on the disk\n",
        "{}",
        stderr(&o)
    );
    assert!(
        !std::fs::metadata(full).unwrap().is_file(),
        "/dev/full is still a device"
    );
    let o = run(
        &["batch", "-", "-o", "out", "--html", "/dev/full"],
        dir.path(),
        b"k7\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("cannot write /dev/full"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        entries(&dir.path().join("out")),
        ["0001.png", "manifest.json"],
        "the good files are there"
    );
}

#[cfg(unix)]
#[test]
fn an_interrupted_batch_leaves_whole_files_and_a_true_manifest() {
    let dir = tempfile::tempdir().unwrap();
    let records: String = (0..4000)
        .map(|i| match i % 7 {
            0 => "k7/8/8/8/8/8/PPPPPPPP/4K3 w\n".to_owned(),
            a => format!("{a}k{}/8/8/8/8/8/PPPPPPPP/4K3 w\n", 7 - a),
        })
        .collect();
    std::fs::write(dir.path().join("many.txt"), records).unwrap();
    // Messages go to a file, so that nothing waits on a full pipe.
    let log = std::fs::File::create(dir.path().join("log")).unwrap();
    let mut child = Command::new(crate::forsythe_exe())
        .args([
            "batch", "many.txt", "-o", "out", "--size", "800", "--jobs", "2",
        ])
        .current_dir(dir.path())
        .env("LANG", "C")
        .stderr(log)
        .spawn()
        .unwrap();
    // Wait until some diagrams are written, then ask it to stop.
    let out = dir.path().join("out");
    let start = std::time::Instant::now();
    while entries(&out).iter().filter(|f| f.ends_with(".png")).count() < 20
        && start.elapsed().as_secs() < 60
    {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let status = child.wait().unwrap();
    let err = std::fs::read_to_string(dir.path().join("log")).unwrap();
    assert_eq!(status.code(), Some(130), "{err}");
    assert!(err.contains("error: interrupted"), "{err}");
    let files = entries(&out);
    assert!(
        files.iter().all(|f| !f.ends_with(".tmp")),
        "no half-written files"
    );
    let pngs: Vec<&String> = files.iter().filter(|f| f.ends_with(".png")).collect();
    assert!(pngs.len() < 4000, "it stopped early");
    let manifest = std::fs::read_to_string(out.join("manifest.json")).unwrap();
    let listed = manifest.matches(".png\"]").count();
    assert_eq!(
        listed,
        pngs.len(),
        "the manifest lists exactly what was written"
    );
    for png in pngs {
        let bytes = std::fs::read(out.join(png)).unwrap();
        assert!(bytes.ends_with(&[0xae, 0x42, 0x60, 0x82]), "{png} is whole");
    }
}

#[test]
fn stdout_closed_early_is_no_error() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(crate::forsythe_exe())
        .args(["translate", "--to", "de"])
        .current_dir(dir.path())
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        for _ in 0..200_000 {
            if stdin
                .write_all(b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n")
                .is_err()
            {
                break;
            }
        }
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(
        first,
        "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w KQkq - 0 1\n"
    );
    // The reader is gone now, as after `| head -1`.
    let out = child.wait_with_output().unwrap();
    let _ = writer.join();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}
