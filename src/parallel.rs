//! Work spread over every core, for the steps that read or compare many independent things
//! (a class's sources, the pairs worth tiling, the shards' journals): the items are cut into
//! one run per core, and the answers come back in the items' order.

/// `work` done on each of `items`, on every core, the answers in the items' order. A panic
/// in `work` goes on here, as if it had happened on this thread.
pub fn map<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = items.len().div_ceil(workers).max(1);
    let work = &work;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (items.chunks(chunk))
            .map(|chunk| scope.spawn(move || chunk.iter().map(work).collect::<Vec<R>>()))
            .collect();
        (handles.into_iter())
            .flat_map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_answers_keep_the_items_order() {
        let items: Vec<u32> = (0..1000).collect();
        let squares = super::map(&items, |n| n * n);
        assert_eq!(squares, items.iter().map(|n| n * n).collect::<Vec<_>>());
        assert!(super::map(&[] as &[u32], |n| *n).is_empty());
    }
}
