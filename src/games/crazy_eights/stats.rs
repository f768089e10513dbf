//! The statistics extra: each user's wins and losses, one line `name wins losses` each, as
//! plain data read from and written to the text the file holds.

/// One user's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub name: String,
    pub wins: u32,
    pub losses: u32,
}

/// Why a statistics file cannot be used: its first line that is not `name wins losses`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Malformed {
    /// 1-based.
    pub line: usize,
    pub text: String,
}

/// Reads a statistics file: a record for each line that is not blank.
pub fn parse(text: &str) -> Result<Vec<Record>, Malformed> {
    let mut records = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let record = match fields[..] {
            [] => continue,
            [name, wins, losses] => {
                wins.parse()
                    .ok()
                    .zip(losses.parse().ok())
                    .map(|(wins, losses)| Record {
                        name: name.to_string(),
                        wins,
                        losses,
                    })
            }
            _ => None,
        };
        match record {
            Some(record) => records.push(record),
            None => {
                return Err(Malformed {
                    line: index + 1,
                    text: line.chars().take(80).collect(),
                });
            }
        }
    }
    Ok(records)
}

/// The file's text for `records`, one line each, in their order.
pub fn format(records: &[Record]) -> String {
    records
        .iter()
        .map(|r| format!("{} {} {}\n", r.name, r.wins, r.losses))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_read_and_write_back_the_same() {
        let text = "alice 3 2\n\nbob 0 7\n";
        let records = parse(text).unwrap();
        assert_eq!(records.len(), 2);
        assert_eq!(records[1].losses, 7);
        assert_eq!(format(&records), "alice 3 2\nbob 0 7\n");
        assert_eq!(parse("").unwrap(), []);
    }

    #[test]
    fn a_malformed_line_is_named() {
        let err = parse("alice 3 2\nbob three 1\n").unwrap_err();
        assert_eq!((err.line, err.text.as_str()), (2, "bob three 1"));
        assert_eq!(parse("carol 1\n").unwrap_err().line, 1);
        assert_eq!(parse("dave 1 -2\n").unwrap_err().line, 1);
        assert_eq!(parse("ed 1 2 3\n").unwrap_err().line, 1);
    }
}
