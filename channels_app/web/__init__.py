"""The browser chat (DESIGN §8): the chat page and its feedback endpoint (``views``), the
WebSocket consumer that streams each reply (``consumer``) and the fragments both render
(``fragments``)."""
