//! The storage of `set` and `frozenset`: CPython's open-addressing table (`Objects/setobject.c`,
//! 3.11), so that iteration, `repr`, `pop()` and everything built on them follow CPython's
//! order for every element whose hash is CPython's.
//!
//! Upstream RustPython stores a set in its insertion-ordered dict (`dict_inner::Dict<()>`); a
//! CPython set is not insertion-ordered but ordered by table slot, and code (and tests) written
//! against CPython depend on that order (`list({5, 3, 1})`, `print(*set(xs))`, `set.pop()`).
//! This module reproduces the table exactly: `PySet_MINSIZE` 8, `LINEAR_PROBES` 9 (linear runs
//! before each perturbed jump), perturbation on the unsigned hash, growth when
//! `fill * 5 >= mask * 3` to the smallest power of two above `used * 4` (`* 2` over 50000),
//! dummies left by deletion and reused by insertion, `set_merge`'s presize and table copy,
//! `set.pop()`'s finger, and the dummy purge at the end of `difference_update`.
//!
//! Python code (`__eq__`) runs with the lock released, as in `dict_inner`; a lookup whose table
//! changed under such a call starts again, as `set_lookkey` does (`table != so->table ||
//! entry->key != startkey`).
use crate::{
    AsObject, PyObject, PyObjectRef, PyResult, VirtualMachine,
    common::{
        hash::PyHash,
        lock::{PyRwLock, PyRwLockReadGuard, PyRwLockWriteGuard},
    },
    dict_inner::DictKey,
    object::{Traverse, TraverseFn},
};
use core::mem::size_of;

/// `PySet_MINSIZE`
const MINSIZE: usize = 8;
/// `LINEAR_PROBES`
const LINEAR_PROBES: u64 = 9;
/// `PERTURB_SHIFT`
const PERTURB_SHIFT: u32 = 5;
/// The hash a dummy slot carries (`entry->hash = -1`).
const DUMMY_HASH: PyHash = -1;

/// `setentry`: unused is `(0, None)`, dummy is `(-1, None)`, active is `(hash, Some(key))`.
#[derive(Clone, Default)]
struct Entry {
    hash: PyHash,
    key: Option<PyObjectRef>,
}

impl Entry {
    fn is_unused(&self) -> bool {
        self.key.is_none() && self.hash == 0
    }
}

#[derive(Clone)]
struct Table {
    /// active + dummy slots
    fill: usize,
    /// active slots
    used: usize,
    /// `set.pop()`'s search finger
    finger: usize,
    /// bumped whenever `entries` is replaced (CPython compares the table pointer)
    generation: u64,
    /// `mask + 1` slots, a power of two
    entries: Vec<Entry>,
}

impl Default for Table {
    fn default() -> Self {
        Self {
            fill: 0,
            used: 0,
            finger: 0,
            generation: 0,
            entries: vec![Entry::default(); MINSIZE],
        }
    }
}

impl Table {
    fn mask(&self) -> usize {
        self.entries.len() - 1
    }

    /// `set_insert_clean`: place a key known to be absent in a table without dummies.
    fn insert_clean(entries: &mut [Entry], key: PyObjectRef, hash: PyHash) {
        let mask = (entries.len() - 1) as u64;
        let mut perturb = hash as u64;
        let mut i = hash as u64 & mask;
        loop {
            if entries[i as usize].key.is_none() {
                entries[i as usize] = Entry {
                    hash,
                    key: Some(key),
                };
                return;
            }
            if i + LINEAR_PROBES <= mask {
                for j in 1..=LINEAR_PROBES {
                    let slot = &mut entries[(i + j) as usize];
                    if slot.key.is_none() {
                        *slot = Entry {
                            hash,
                            key: Some(key),
                        };
                        return;
                    }
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb)) & mask;
        }
    }

    /// `set_table_resize`: rebuild into the smallest power of two above `minused`.
    fn resize(&mut self, minused: usize) {
        let mut newsize = MINSIZE;
        while newsize <= minused {
            newsize <<= 1;
        }
        if newsize == MINSIZE && self.entries.len() == MINSIZE && self.fill == self.used {
            // No dummies, so no point doing anything.
            return;
        }
        let old = core::mem::replace(&mut self.entries, vec![Entry::default(); newsize]);
        self.generation = self.generation.wrapping_add(1);
        self.fill = self.used;
        for entry in old {
            if let Some(key) = entry.key {
                Self::insert_clean(&mut self.entries, key, entry.hash);
            }
        }
    }

    fn grow_after_insert(&mut self) {
        if self.fill * 5 >= self.mask() * 3 {
            let minused = if self.used > 50000 {
                self.used * 2
            } else {
                self.used * 4
            };
            self.resize(minused);
        }
    }

    fn active(&self) -> impl Iterator<Item = (&PyObjectRef, PyHash)> {
        self.entries
            .iter()
            .filter_map(|e| e.key.as_ref().map(|k| (k, e.hash)))
    }
}

/// Where a probe for a key ended.
enum Probe {
    /// the active slot holding an equal key
    Found(usize),
    /// the key is absent: the first unused slot of its probe sequence, and the dummy slot
    /// `set_add_entry` would fill instead (the last dummy met on the way)
    Absent { unused: usize, freeslot: Option<usize> },
}

/// The size a set iterator captured; CPython compares only `used`.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub(crate) struct SetSize {
    pub used: usize,
}

/// A set changed size under an iterator.
#[derive(Debug)]
pub(crate) struct SetChanged;

pub(crate) struct SetTable {
    inner: PyRwLock<Table>,
}

unsafe impl Traverse for SetTable {
    fn traverse(&self, tracer_fn: &mut TraverseFn<'_>) {
        for (key, _) in self.read().active() {
            key.traverse(tracer_fn);
        }
    }
}

impl Default for SetTable {
    fn default() -> Self {
        Self {
            inner: PyRwLock::new(Table::default()),
        }
    }
}

/// `set_copy`: a new table merged from this one (`set_merge` into an empty set), which copies
/// the slots as they are when the sizes agree and there are no dummies, and re-inserts
/// otherwise.
impl Clone for SetTable {
    fn clone(&self) -> Self {
        let copy = Self::default();
        let source = self.read().clone();
        {
            let mut t = copy.write();
            Self::merge_into_empty(&mut t, source);
        }
        copy
    }
}

impl SetTable {
    fn read(&self) -> PyRwLockReadGuard<'_, Table> {
        self.inner.read()
    }

    fn write(&self) -> PyRwLockWriteGuard<'_, Table> {
        self.inner.write()
    }

    /// The lookup shared by `set_lookkey` and `set_add_entry`.
    fn probe<K: DictKey + ?Sized>(
        &self,
        vm: &VirtualMachine,
        key: &K,
        hash: PyHash,
    ) -> PyResult<Probe> {
        'restart: loop {
            let mut t = self.read();
            let mask = t.mask() as u64;
            let mut perturb = hash as u64;
            let mut i = hash as u64 & mask;
            let mut freeslot = None;
            loop {
                let probes = if i + LINEAR_PROBES <= mask {
                    LINEAR_PROBES
                } else {
                    0
                };
                for j in 0..=probes {
                    let idx = (i + j) as usize;
                    let entry = &t.entries[idx];
                    if entry.is_unused() {
                        return Ok(Probe::Absent {
                            unused: idx,
                            freeslot,
                        });
                    }
                    match &entry.key {
                        Some(start_key) if entry.hash == hash => {
                            if key.key_is(start_key) {
                                return Ok(Probe::Found(idx));
                            }
                            let start_key = start_key.clone();
                            let generation = t.generation;
                            drop(t);
                            let eq = key.key_eq(vm, &start_key)?;
                            t = self.read();
                            let same = t.generation == generation
                                && t.entries[idx]
                                    .key
                                    .as_ref()
                                    .is_some_and(|k| k.is(&start_key));
                            if !same {
                                continue 'restart;
                            }
                            if eq {
                                return Ok(Probe::Found(idx));
                            }
                        }
                        None if entry.hash == DUMMY_HASH => freeslot = Some(idx),
                        _ => {}
                    }
                }
                perturb >>= PERTURB_SHIFT;
                i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb)) & mask;
            }
        }
    }

    /// `set_add_entry`
    pub(crate) fn insert_known_hash(
        &self,
        vm: &VirtualMachine,
        key: &PyObject,
        hash: PyHash,
    ) -> PyResult<()> {
        if let Probe::Absent { unused, freeslot } = self.probe(vm, key, hash)? {
            let mut t = self.write();
            let entry = Entry {
                hash,
                key: Some(key.to_owned()),
            };
            t.used += 1;
            if let Some(free) = freeslot {
                t.entries[free] = entry;
            } else {
                t.fill += 1;
                t.entries[unused] = entry;
                t.grow_after_insert();
            }
        }
        Ok(())
    }

    pub(crate) fn insert(&self, vm: &VirtualMachine, key: &PyObject) -> PyResult<()> {
        let hash = key.hash(vm)?;
        self.insert_known_hash(vm, key, hash)
    }

    pub(crate) fn contains_known_hash<K: DictKey + ?Sized>(
        &self,
        vm: &VirtualMachine,
        key: &K,
        hash: PyHash,
    ) -> PyResult<bool> {
        Ok(matches!(self.probe(vm, key, hash)?, Probe::Found(_)))
    }

    pub(crate) fn contains<K: DictKey + ?Sized>(
        &self,
        vm: &VirtualMachine,
        key: &K,
    ) -> PyResult<bool> {
        let hash = key.key_hash(vm)?;
        self.contains_known_hash(vm, key, hash)
    }

    /// `set_discard_entry`: whether the key was there.
    pub(crate) fn delete_if_exists_known_hash<K: DictKey + ?Sized>(
        &self,
        vm: &VirtualMachine,
        key: &K,
        hash: PyHash,
    ) -> PyResult<bool> {
        let Probe::Found(idx) = self.probe(vm, key, hash)? else {
            return Ok(false);
        };
        let _removed = {
            let mut t = self.write();
            t.used -= 1;
            core::mem::replace(
                &mut t.entries[idx],
                Entry {
                    hash: DUMMY_HASH,
                    key: None,
                },
            )
        };
        Ok(true)
    }

    pub(crate) fn delete_if_exists<K: DictKey + ?Sized>(
        &self,
        vm: &VirtualMachine,
        key: &K,
    ) -> PyResult<bool> {
        let hash = key.key_hash(vm)?;
        self.delete_if_exists_known_hash(vm, key, hash)
    }

    pub(crate) fn delete<K: DictKey + ?Sized>(&self, vm: &VirtualMachine, key: &K) -> PyResult<()> {
        if self.delete_if_exists(vm, key)? {
            Ok(())
        } else {
            Err(vm.new_key_error(key.to_pyobject(vm)))
        }
    }

    /// One step of `set_symmetric_difference_update`: discard, or add when absent.
    pub(crate) fn delete_or_insert_known_hash(
        &self,
        vm: &VirtualMachine,
        key: &PyObject,
        hash: PyHash,
    ) -> PyResult<()> {
        if !self.delete_if_exists_known_hash(vm, key, hash)? {
            self.insert_known_hash(vm, key, hash)?;
        }
        Ok(())
    }

    /// `set_pop`: the first active slot from the finger on, wrapping around.
    pub(crate) fn pop(&self) -> Option<PyObjectRef> {
        let mut t = self.write();
        if t.used == 0 {
            return None;
        }
        let mask = t.mask();
        let mut i = t.finger & mask;
        while t.entries[i].key.is_none() {
            i += 1;
            if i > mask {
                i = 0;
            }
        }
        let key = t.entries[i].key.take();
        t.entries[i].hash = DUMMY_HASH;
        t.used -= 1;
        t.finger = i + 1;
        key
    }

    /// `set_clear_internal`
    pub(crate) fn clear(&self) {
        let _removed = {
            let mut t = self.write();
            let finger = t.finger;
            let generation = t.generation.wrapping_add(1);
            core::mem::replace(
                &mut *t,
                Table {
                    finger,
                    generation,
                    ..Table::default()
                },
            )
        };
    }

    /// `set_swap_bodies` with a table about to be dropped (`intersection_update`).
    pub(crate) fn replace_contents(&self, other: Self) {
        let mut replacement = other.inner.into_inner();
        let _removed = {
            let mut t = self.write();
            replacement.finger = t.finger;
            replacement.generation = t.generation.wrapping_add(1);
            core::mem::replace(&mut *t, replacement)
        };
    }

    /// `set_merge` when the target is empty after its presize: copy the slots, or re-insert.
    fn merge_into_empty(t: &mut Table, source: Table) {
        if source.used == 0 {
            return;
        }
        if (t.fill + source.used) * 5 >= t.mask() * 3 {
            t.resize((t.used + source.used) * 2);
        }
        if t.entries.len() == source.entries.len() && source.fill == source.used {
            t.entries = source.entries;
        } else {
            for entry in source.entries {
                if let Some(key) = entry.key {
                    Table::insert_clean(&mut t.entries, key, entry.hash);
                }
            }
        }
        t.fill = source.used;
        t.used = source.used;
        t.generation = t.generation.wrapping_add(1);
    }

    /// `set_merge`: add every element of `other` (a set's table), presizing first.
    pub(crate) fn merge(&self, vm: &VirtualMachine, other: &Self) -> PyResult<()> {
        if core::ptr::eq(self, other) {
            return Ok(());
        }
        let source = other.read().clone();
        if source.used == 0 {
            return Ok(());
        }
        {
            let mut t = self.write();
            if t.fill == 0 {
                Self::merge_into_empty(&mut t, source);
                return Ok(());
            }
            if (t.fill + source.used) * 5 >= t.mask() * 3 {
                let minused = (t.used + source.used) * 2;
                t.resize(minused);
            }
            if t.fill == 0 {
                // A resize leaves fill == used, so this is an empty set with dummies only.
                Self::merge_into_empty(&mut t, source);
                return Ok(());
            }
        }
        for (key, hash) in source.active() {
            self.insert_known_hash(vm, key, hash)?;
        }
        Ok(())
    }

    /// The presize `set_update_internal` does before adding a dict's `extra` keys.
    pub(crate) fn presize(&self, extra: usize) {
        let mut t = self.write();
        if (t.fill + extra) * 5 >= t.mask() * 3 {
            let minused = (t.used + extra) * 2;
            t.resize(minused);
        }
    }

    /// The resize at the end of `set_difference_update_internal`: more than a quarter of the
    /// slots dummies.
    pub(crate) fn purge_dummies(&self) {
        let mut t = self.write();
        if t.fill - t.used > t.mask() / 4 {
            let minused = if t.used > 50000 {
                t.used * 2
            } else {
                t.used * 4
            };
            t.resize(minused);
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.read().used
    }

    pub(crate) fn size(&self) -> SetSize {
        SetSize {
            used: self.read().used,
        }
    }

    /// `setiter_iternext`: the first active slot at or after `position`, and the position
    /// after it; an error when the set's size is not the one the iterator started with.
    pub(crate) fn next_entry_checked(
        &self,
        position: usize,
        old: &SetSize,
    ) -> Result<Option<(usize, PyObjectRef)>, SetChanged> {
        let t = self.read();
        if t.used != old.used {
            return Err(SetChanged);
        }
        Ok(t
            .entries
            .iter()
            .enumerate()
            .skip(position)
            .find_map(|(i, e)| e.key.as_ref().map(|k| (i + 1, k.clone()))))
    }

    /// The elements at or after slot `position`, in table order.
    pub(crate) fn keys_from(&self, position: usize) -> Vec<PyObjectRef> {
        self.read()
            .entries
            .iter()
            .skip(position)
            .filter_map(|e| e.key.clone())
            .collect()
    }

    pub(crate) fn keys(&self) -> Vec<PyObjectRef> {
        self.keys_from(0)
    }

    pub(crate) fn keys_with_hashes(&self) -> Vec<(PyObjectRef, PyHash)> {
        self.read()
            .active()
            .map(|(k, h)| (k.clone(), h))
            .collect()
    }

    /// Fold stored hashes under the read lock; the callback must not run Python.
    pub(crate) fn fold_hashes<Acc>(&self, init: Acc, f: impl FnMut(Acc, PyHash) -> Acc) -> Acc {
        self.read().active().map(|(_, h)| h).fold(init, f)
    }

    pub(crate) fn sizeof(&self) -> usize {
        size_of::<Self>() + self.read().entries.len() * size_of::<Entry>()
    }
}
