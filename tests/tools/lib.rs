//! The tools tier is its checks (`main.rs`); this library is empty.
