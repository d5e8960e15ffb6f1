//! Model and tokenizer file formats. (Being written: llama2.c checkpoints, tokenizer.bin, GGUF.)
