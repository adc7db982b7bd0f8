//! A user's piece folder is read with bounds: named pipes and devices are
//! refused before they are opened, and no file is read past the limit,
//! whatever its size claims.
#![cfg(unix)]

use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use forsythe::render::{MAX_PIECE_FILE, PieceSet, PieceSetError};

const NAMES: [&str; 12] = [
    "wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP",
];

/// A folder with our own twelve drawings.
fn good_set() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let ours = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pieces/forsythe");
    for name in NAMES {
        std::fs::copy(
            ours.join(format!("{name}.svg")),
            dir.path().join(format!("{name}.svg")),
        )
        .expect("copied");
    }
    dir
}

/// `PieceSet::from_dir` on another thread, with its time; a read that
/// blocks fails the test after five seconds instead of hanging it.
fn load(dir: &Path) -> (Result<PieceSet, PieceSetError>, Duration) {
    let (tx, rx) = mpsc::channel();
    let dir = dir.to_owned();
    let start = Instant::now();
    std::thread::spawn(move || {
        let _ = tx.send(PieceSet::from_dir(&dir));
    });
    let result = rx
        .recv_timeout(Duration::from_secs(5))
        .expect("from_dir returned within five seconds");
    (result, start.elapsed())
}

#[test]
fn a_copy_of_our_set_loads() {
    let dir = good_set();
    let (result, _) = load(dir.path());
    assert!(result.is_ok(), "{result:?}");
}

#[test]
fn a_named_pipe_is_refused_at_once() {
    let dir = good_set();
    let path = dir.path().join("wK.svg");
    std::fs::remove_file(&path).expect("removed");
    let status = std::process::Command::new("mkfifo")
        .arg(&path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "mkfifo made the pipe");
    let (result, took) = load(dir.path());
    assert_eq!(result.unwrap_err(), PieceSetError::NotAFile(path.clone()));
    assert!(took < Duration::from_secs(1), "took {took:?}");
    let message = PieceSetError::NotAFile(path).to_string();
    assert!(message.contains("wK.svg") && message.contains("not a regular file"));
}

#[test]
fn a_link_to_dev_zero_is_refused_at_once() {
    let dir = good_set();
    let path = dir.path().join("bN.svg");
    std::fs::remove_file(&path).expect("removed");
    std::os::unix::fs::symlink("/dev/zero", &path).expect("linked");
    let (result, took) = load(dir.path());
    assert_eq!(result.unwrap_err(), PieceSetError::NotAFile(path));
    assert!(took < Duration::from_secs(1), "took {took:?}");
}

#[test]
fn a_folder_is_refused_and_a_link_to_a_good_file_is_followed() {
    let dir = good_set();
    let path = dir.path().join("wQ.svg");
    std::fs::remove_file(&path).expect("removed");
    std::fs::create_dir(&path).expect("a folder");
    let (result, _) = load(dir.path());
    assert_eq!(result.unwrap_err(), PieceSetError::NotAFile(path.clone()));
    std::fs::remove_dir(&path).expect("removed");
    std::os::unix::fs::symlink(dir.path().join("wK.svg"), &path).expect("linked");
    let (result, _) = load(dir.path());
    assert!(result.is_ok(), "{result:?}");
}

#[test]
fn a_file_over_the_limit_is_refused() {
    let dir = good_set();
    let path = dir.path().join("bP.svg");
    let mut big = std::fs::read_to_string(&path).expect("read");
    big.push_str(&" ".repeat(MAX_PIECE_FILE as usize));
    std::fs::write(&path, big).expect("written");
    let (result, _) = load(dir.path());
    assert!(
        matches!(result, Err(PieceSetError::TooLarge(ref p, n)) if *p == path && n > MAX_PIECE_FILE),
        "{result:?}"
    );
}

#[test]
fn drawings_in_memory() {
    let ours = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pieces/forsythe");
    let texts: Vec<String> = NAMES
        .iter()
        .map(|n| std::fs::read_to_string(ours.join(format!("{n}.svg"))).expect("read"))
        .collect();
    let texts: [String; 12] = texts.try_into().expect("twelve");
    assert!(PieceSet::from_svgs(&texts).is_ok());
    let mut bad = texts.clone();
    bad[10] = "not svg".to_owned();
    assert!(matches!(
        PieceSet::from_svgs(&bad),
        Err(PieceSetError::Invalid(p, _)) if p == Path::new("bN.svg")
    ));
}
