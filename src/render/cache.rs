//! A map that keeps at most a given number of bytes, forgetting the entry
//! used least recently when a new one needs room. The renderer keeps its
//! piece rasters, board backgrounds and shaped text in three of these, so a
//! long-lived renderer stays within a fixed amount of memory whatever sizes
//! and texts it is asked to draw, while the sizes in use stay cached.

use std::borrow::Borrow;
use std::hash::Hash;

use rustc_hash::FxHashMap;

#[derive(Clone)]
struct LruEntry<V> {
    value: V,
    bytes: usize,
    used: u64,
}

/// A least-recently-used map bounded by bytes, counted by the caller.
#[derive(Clone)]
pub(crate) struct Lru<K, V> {
    entries: FxHashMap<K, LruEntry<V>>,
    bytes: usize,
    budget: usize,
    clock: u64,
}

impl<K: Hash + Eq + Clone, V> Lru<K, V> {
    /// An empty map that keeps at most `budget` bytes.
    pub(crate) fn new(budget: usize) -> Lru<K, V> {
        Lru {
            entries: FxHashMap::default(),
            bytes: 0,
            budget,
            clock: 0,
        }
    }

    /// The bytes kept now.
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }

    /// The value of `key`, marked as just used.
    pub(crate) fn get<Q>(&mut self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.clock += 1;
        let clock = self.clock;
        self.entries.get_mut(key).map(|e| {
            e.used = clock;
            &e.value
        })
    }

    /// Keeps `value` under `key`, making room by forgetting the entries used
    /// least recently. A value larger than the whole budget is not kept and
    /// is given back.
    pub(crate) fn insert(&mut self, key: K, value: V, bytes: usize) -> Result<&V, V> {
        if bytes > self.budget {
            return Err(value);
        }
        if let Some(old) = self.entries.remove(&key) {
            self.bytes -= old.bytes;
        }
        while self.bytes + bytes > self.budget {
            let Some(oldest) = self
                .entries
                .iter()
                .min_by_key(|(_, e)| e.used)
                .map(|(k, _)| k.clone())
            else {
                break;
            };
            if let Some(e) = self.entries.remove(&oldest) {
                self.bytes -= e.bytes;
            }
        }
        self.clock += 1;
        self.bytes += bytes;
        let entry = self.entries.entry(key).or_insert(LruEntry {
            value,
            bytes,
            used: self.clock,
        });
        Ok(&entry.value)
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.entries.clear();
        self.bytes = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_recently_used_entry_goes_first() {
        let mut lru: Lru<u32, &str> = Lru::new(10);
        assert!(lru.insert(1, "a", 4).is_ok());
        assert!(lru.insert(2, "b", 4).is_ok());
        assert_eq!(lru.get(&1), Some(&"a"));
        // Room for 3 means forgetting 2, used less recently than 1.
        assert!(lru.insert(3, "c", 4).is_ok());
        assert_eq!(lru.get(&2), None);
        assert_eq!(lru.get(&1), Some(&"a"));
        assert_eq!(lru.bytes(), 8);
        // Too large for the budget: given back, nothing forgotten.
        assert_eq!(lru.insert(4, "d", 11), Err("d"));
        assert_eq!(lru.bytes(), 8);
        // Replacing a key counts its bytes once.
        assert!(lru.insert(1, "e", 2).is_ok());
        assert_eq!(lru.bytes(), 6);
        assert_eq!(lru.get(&1), Some(&"e"));
        lru.clear();
        assert_eq!((lru.bytes(), lru.get(&3)), (0, None));
    }
}
