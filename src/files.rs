//! The files a game reads and writes beside its console, such as Crazy Eights' statistics:
//! kept in memory for a case (its starting files beside its input, the files it wrote
//! compared with goldens beside its transcript), or on disk for `arbiter play`.
//!
//! A file written on disk is never half-written: the new content goes to a temporary file
//! in the same folder, which then replaces the old one in one rename.

use std::collections::BTreeMap;
use std::io;
use std::path::PathBuf;

/// Where a game's files live.
#[derive(Clone, Debug, Default)]
pub struct Files {
    /// On disk, names relative to this folder; in memory when `None`.
    disk: Option<PathBuf>,
    /// In memory: every file's content.
    memory: BTreeMap<String, Vec<u8>>,
    /// The files written during the run, with their last content.
    written: BTreeMap<String, Vec<u8>>,
}

impl Files {
    /// Files in memory, starting with `files`.
    pub fn in_memory(files: BTreeMap<String, Vec<u8>>) -> Files {
        Files {
            disk: None,
            memory: files,
            written: BTreeMap::new(),
        }
    }

    /// The real files of the folder `dir`.
    pub fn on_disk(dir: PathBuf) -> Files {
        Files {
            disk: Some(dir),
            ..Files::default()
        }
    }

    /// A file's content; `None` when there is no such file.
    pub fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        match &self.disk {
            None => Ok(self.memory.get(name).cloned()),
            Some(dir) => match std::fs::read(dir.join(name)) {
                Ok(bytes) => Ok(Some(bytes)),
                Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(None),
                Err(err) => Err(err),
            },
        }
    }

    /// Replaces a file's content whole (on disk: a temporary file, then one rename).
    pub fn write(&mut self, name: &str, bytes: &[u8]) -> io::Result<()> {
        if let Some(dir) = &self.disk {
            // `name` may be a path of its own (`--stats /srv/course/stats.txt`): the
            // temporary file goes beside the file it replaces.
            let path = dir.join(name);
            let file_name = path
                .file_name()
                .map_or_else(|| name.into(), |file_name| file_name.to_string_lossy());
            let folder = path.parent().unwrap_or(dir);
            let temporary = folder.join(format!(".{file_name}.{}.tmp", std::process::id()));
            std::fs::write(&temporary, bytes)?;
            if let Err(err) = std::fs::rename(&temporary, &path) {
                let _ = std::fs::remove_file(&temporary);
                return Err(err);
            }
        } else {
            self.memory.insert(name.to_string(), bytes.to_vec());
        }
        self.written.insert(name.to_string(), bytes.to_vec());
        Ok(())
    }

    /// The files written during the run, by name, with their last content.
    pub fn written(&self) -> &BTreeMap<String, Vec<u8>> {
        &self.written
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_files_start_as_given_and_record_what_is_written() {
        let mut files = Files::in_memory(BTreeMap::from([("a.txt".into(), b"1".to_vec())]));
        assert_eq!(files.read("a.txt").unwrap(), Some(b"1".to_vec()));
        assert_eq!(files.read("b.txt").unwrap(), None);
        files.write("a.txt", b"2").unwrap();
        assert_eq!(files.read("a.txt").unwrap(), Some(b"2".to_vec()));
        assert_eq!(files.written().keys().collect::<Vec<_>>(), ["a.txt"]);
    }

    #[test]
    fn disk_files_are_replaced_whole() {
        let dir = tempfile::tempdir().unwrap();
        let mut files = Files::on_disk(dir.path().to_path_buf());
        assert_eq!(files.read("stats.txt").unwrap(), None);
        files.write("stats.txt", b"ann 1 2\n").unwrap();
        assert_eq!(
            std::fs::read(dir.path().join("stats.txt")).unwrap(),
            b"ann 1 2\n"
        );
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 1, "no temporary file is left");
    }

    #[test]
    fn a_file_named_by_its_own_path_is_written_there() {
        let dir = tempfile::tempdir().unwrap();
        let elsewhere = tempfile::tempdir().unwrap();
        let path = elsewhere.path().join("stats.txt");
        let mut files = Files::on_disk(dir.path().to_path_buf());
        files.write(path.to_str().unwrap(), b"ann 1 2\n").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"ann 1 2\n");
        let left: Vec<_> = std::fs::read_dir(elsewhere.path()).unwrap().collect();
        assert_eq!(left.len(), 1, "no temporary file is left");
    }
}
