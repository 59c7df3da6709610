"""What a provider can answer to a send, as the transports report it to delivery."""


class Transient(Exception):
    """The provider did not take the message (busy, unreachable): try again later."""


class Rejected(Exception):
    """The provider refused the message for good (bad address, opted out, bad credentials)."""


class Unknown(Exception):
    """The request may or may not have reached the provider (no answer after sending):
    sending again could send twice, so it is not retried."""
