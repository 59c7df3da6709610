"""Text without the ORM: belief statements and their compressed forms (``extraction``),
lexical matching, relative time expressions, token counts (the one tokenizer every
budget uses), trigger phrases (seed 001) and what a person wrote in an email (``mail``)."""
