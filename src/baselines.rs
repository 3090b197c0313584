//! The popular published algorithms, kept for comparison (filled in separately).
