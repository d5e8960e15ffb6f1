//! Model and tokenizer file formats.

pub mod tokbin;
