"""The pages a person uses beside the chat: memories, settings, account (issue 18).

Views here are thin adapters over ``memory.people``; each page module owns its
routes in ``urls.py``.
"""
