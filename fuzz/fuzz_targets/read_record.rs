//! Any line, in any dialect and with any options: `Record::parse` returns a
//! record or an error, and never panics. The error and the warnings are
//! formatted too, since their messages slice and count the line.
#![no_main]

use forsythe::notation::Record;
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((opts, line)) = common::split(data) else {
        return;
    };
    match Record::parse(line, &opts) {
        Ok(record) => {
            for w in &record.warnings {
                let _ = w.to_string();
            }
            let _ = record.placement.to_board();
            let _ = record.id();
            let _ = record.comment(0);
            let _ = record.to_string();
            // The placement is a part of the line, and replacing it keeps the rest.
            assert!(line.contains(record.placement_text()));
            assert_eq!(record.with_placement(record.placement_text()), line);
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
