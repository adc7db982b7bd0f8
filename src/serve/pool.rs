//! The drawing threads: a fixed number of threads, each with its own
//! [`Renderer`] (never shared, never locked), fed through a queue of bounded
//! length so that a burst is refused at once rather than kept waiting.
//!
//! A renderer keeps piece rasters, empty boards and glyphs between diagrams,
//! within its own bound; a thread whose renderer keeps more than its share of
//! `--cache-size` clears what it keeps.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::render::Renderer;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, oneshot};

/// What a drawing thread owns.
pub struct Worker {
    /// This thread's renderer.
    pub renderer: Renderer,
    /// The bytes a renderer may keep before it starts afresh.
    budget: u64,
    /// A renderer as new, to start afresh from.
    fresh: Arc<Renderer>,
    /// Where this thread tells what its renderer keeps.
    gauge: Arc<AtomicU64>,
}

impl Worker {
    /// Clears what the renderer keeps once it passes the budget, and tells
    /// the metrics what it keeps.
    pub fn kept(&mut self) {
        if self.renderer.cached_bytes() as u64 > self.budget {
            self.renderer.clear_cache();
        }
        self.gauge
            .store(self.renderer.cached_bytes() as u64, Ordering::Relaxed);
    }

    /// Replaces the renderer after a fault inside it.
    fn reset(&mut self) {
        self.renderer = (*self.fresh).clone();
        self.gauge.store(0, Ordering::Relaxed);
    }
}

type Task = Box<dyn FnOnce(&mut Worker) + Send>;

/// The pool is full: every thread is drawing and the queue is full.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Busy;

/// The job failed inside the renderer (a fault, caught).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fault;

/// The drawing threads and their queue.
pub struct Pool {
    sender: Mutex<Option<Sender<Task>>>,
    permits: Arc<Semaphore>,
    threads: Mutex<Vec<JoinHandle<()>>>,
    gauges: Vec<Arc<AtomicU64>>,
    capacity: usize,
}

impl Pool {
    /// `workers` threads, at most `queue` jobs waiting, and `cache_bytes`
    /// of rasters kept across all threads.
    ///
    /// # Errors
    /// A thread cannot be started.
    pub fn new(workers: usize, queue: usize, cache_bytes: u64) -> std::io::Result<Pool> {
        let (tx, rx) = channel::<Task>();
        let rx = Arc::new(Mutex::new(rx));
        let fresh = Arc::new(Renderer::new());
        let budget = cache_bytes / workers.max(1) as u64;
        let mut threads = Vec::new();
        let mut gauges = Vec::new();
        for i in 0..workers {
            let gauge = Arc::new(AtomicU64::new(0));
            gauges.push(gauge.clone());
            let mut worker = Worker {
                renderer: (*fresh).clone(),
                budget,
                fresh: fresh.clone(),
                gauge,
            };
            let rx = rx.clone();
            threads.push(
                std::thread::Builder::new()
                    .name(format!("forsythe-draw-{i}"))
                    .spawn(move || work(&rx, &mut worker))?,
            );
        }
        Ok(Pool {
            sender: Mutex::new(Some(tx)),
            permits: Arc::new(Semaphore::new(workers + queue)),
            threads: Mutex::new(threads),
            gauges,
            capacity: workers + queue,
        })
    }

    /// Runs `f` on a drawing thread, or says at once that the pool is full.
    ///
    /// # Errors
    /// [`Busy`] when every thread is drawing and the queue is full.
    pub fn try_run<T, F>(
        &self,
        f: F,
    ) -> Result<impl Future<Output = Result<T, Fault>> + use<T, F>, Busy>
    where
        T: Send + 'static,
        F: FnOnce(&mut Worker) -> T + Send + 'static,
    {
        let permit: OwnedSemaphorePermit =
            self.permits.clone().try_acquire_owned().map_err(|_| Busy)?;
        let (tx, rx) = oneshot::channel();
        let job: Task = Box::new(move |worker: &mut Worker| {
            let out = catch_unwind(AssertUnwindSafe(|| f(worker)));
            if out.is_err() {
                worker.reset();
            }
            drop(permit);
            let _ = tx.send(out.map_err(|_| Fault));
        });
        let sent = self
            .sender
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .as_ref()
            .map(|s| s.send(job).is_ok())
            .unwrap_or(false);
        Ok(async move {
            if !sent {
                return Err(Fault);
            }
            rx.await.unwrap_or(Err(Fault))
        })
    }

    /// Jobs drawing or waiting.
    #[must_use]
    pub fn in_flight(&self) -> usize {
        self.capacity - self.permits.available_permits()
    }

    /// What every renderer is thought to keep, in bytes.
    #[must_use]
    pub fn cache_bytes(&self) -> u64 {
        self.gauges.iter().map(|g| g.load(Ordering::Relaxed)).sum()
    }

    /// Lets the threads finish what is queued, then waits for them.
    pub fn join(&self) {
        self.sender
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take();
        let threads = std::mem::take(
            &mut *self
                .threads
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        );
        for t in threads {
            let _ = t.join();
        }
    }
}

fn work(rx: &Mutex<Receiver<Task>>, worker: &mut Worker) {
    loop {
        let job = {
            let guard = rx.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            guard.recv()
        };
        match job {
            Ok(job) => job(worker),
            Err(_) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_full_pool_refuses_at_once() {
        let pool = Pool::new(1, 1, 1 << 20).unwrap();
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let rx = Arc::new(Mutex::new(rx));
        let hold = |rx: Arc<Mutex<std::sync::mpsc::Receiver<()>>>| {
            move |_: &mut Worker| {
                let _ = rx.lock().unwrap().recv();
                7
            }
        };
        let a = pool.try_run(hold(rx.clone())).unwrap();
        let b = pool.try_run(hold(rx.clone())).unwrap();
        assert!(pool.try_run(|_| 0).is_err());
        assert_eq!(pool.in_flight(), 2);
        tx.send(()).unwrap();
        tx.send(()).unwrap();
        assert_eq!(a.await, Ok(7));
        assert_eq!(b.await, Ok(7));
        assert_eq!(pool.try_run(|_| 1).unwrap().await, Ok(1));
        pool.join();
    }

    #[tokio::test]
    async fn a_fault_is_caught_and_the_thread_goes_on() {
        let pool = Pool::new(1, 4, 1 << 20).unwrap();
        let faulty = pool.try_run(|_| -> u8 { panic!("fault") }).unwrap();
        assert_eq!(faulty.await, Err(Fault));
        assert_eq!(pool.try_run(|_| 2).unwrap().await, Ok(2));
        pool.join();
    }

    #[tokio::test]
    async fn the_cache_stays_within_the_budget() {
        let pool = Pool::new(1, 1, 8 << 20).unwrap();
        for size in [400u32, 800, 1200, 1600, 2000, 400] {
            pool.try_run(move |w| {
                let board = crate::Board::standard();
                let style = crate::render::Style {
                    size,
                    ..Default::default()
                };
                w.renderer
                    .png(&crate::render::Diagram::new(&board), &style)
                    .unwrap();
                w.kept();
            })
            .unwrap()
            .await
            .unwrap();
            assert!(pool.cache_bytes() <= 8 << 20, "{}", pool.cache_bytes());
        }
        pool.join();
    }
}
