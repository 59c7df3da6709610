"""How people reach Hippocampus: web chat, SMS, email, terminal; the user pages."""
