// The chat page's behaviour around htmx's ws extension: a client id on every message
// (its idempotency key), a pending bubble until the server takes it, messages resent
// after a reconnect, Enter to send, the send button off while a reply streams, and the
// turns of the person's other tabs shown here too.
(function () {
  "use strict";

  const outbox = new Map(); // client id -> text, until its reply has arrived

  function newId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return "c" + Date.now().toString(36) + "-" + Math.random().toString(36).slice(2, 12);
  }

  function el(id) { return document.getElementById(id); }

  function showProblem(text) {
    const box = el("composer-error");
    box.textContent = text;
    box.hidden = !text;
  }

  function tooLong(text, form) {
    const limit = Number(form.dataset.maxChars);
    return text.length > limit
      ? "That message is " + text.length.toLocaleString() + " characters long; the limit is " +
        limit.toLocaleString() + ". Please shorten it or split it up."
      : "";
  }

  function refreshSendButton() {
    const busy = document.querySelector(".turn.streaming, .pending") !== null;
    const text = el("message").value;
    el("send").disabled = busy || !text.trim() || tooLong(text, el("composer")) !== "";
  }

  function scrollDown() {
    window.scrollTo(0, document.body.scrollHeight);
  }

  function addPending(id, text) {
    const bubble = document.createElement("article");
    bubble.id = "pending-" + id;
    bubble.className = "turn pending";
    const person = document.createElement("div");
    person.className = "bubble person";
    person.textContent = text;
    const state = document.createElement("p");
    state.className = "muted state";
    state.textContent = "Sending…";
    bubble.append(person, state);
    el("outbox").append(bubble);
    const empty = el("empty");
    if (empty) empty.remove();
  }

  document.addEventListener("htmx:wsConfigSend", function (event) {
    const form = event.target;
    const text = event.detail.parameters.text || "";
    const problem = text.trim() ? tooLong(text, form) : "Write something first.";
    if (problem) {
      showProblem(problem);
      event.preventDefault();
      return;
    }
    const id = newId();
    event.detail.parameters.client_id = id;
    outbox.set(id, text);
    addPending(id, text);
    showProblem("");
    el("message").value = "";
    refreshSendButton();
    scrollDown();
  });

  document.addEventListener("htmx:wsAfterMessage", function () {
    document.querySelectorAll(".turn[data-final]").forEach(function (turn) {
      outbox.delete(turn.dataset.key);
    });
    const refused = document.querySelector("#composer-error[data-refused]");
    if (refused && refused.dataset.refused) {
      const key = refused.dataset.refused;
      if (outbox.has(key) && !el("message").value) el("message").value = outbox.get(key);
      outbox.delete(key);
      const turn = el("turn-" + key);
      if (turn) turn.classList.remove("streaming");
      refused.dataset.refused = "";
    }
    refreshSendButton();
    scrollDown();
  });

  // A turn sent from another tab: its fragments reach every tab of the person, but only
  // the sending tab has the turn to swap them into, so htmx reports "no target" here.
  // The reply's first piece opens the turn (the message itself shows when it is done:
  // the person's text travels only to the tab it came from until the gate has seen it),
  // and the rendered turn takes its place, or is added when this tab saw no piece.
  function otherTabTurn(key) {
    const turn = document.createElement("article");
    turn.id = "turn-" + key;
    turn.className = "turn reply streaming";
    turn.dataset.key = key;
    const person = document.createElement("div");
    person.className = "bubble person muted";
    person.textContent = "Sent from another window…";
    const reply = document.createElement("div");
    reply.className = "bubble assistant reply";
    const text = document.createElement("div");
    text.className = "text streaming-text";
    text.id = "reply-" + key;
    reply.append(text);
    turn.append(person, reply);
    el("transcript").append(turn);
    const empty = el("empty");
    if (empty) empty.remove();
    return text;
  }

  document.addEventListener("htmx:oobErrorNoTarget", function (event) {
    const content = event.detail.content;
    if (!(content instanceof Element) || !el("transcript")) return;
    if (content.matches("article.turn[data-final]")) {
      el("transcript").append(content);
      htmx.process(content);
      const empty = el("empty");
      if (empty) empty.remove();
    } else if (content.matches("span[id^='reply-']")) {
      otherTabTurn(content.id.slice("reply-".length)).append(...content.childNodes);
    } else {
      return;
    }
    refreshSendButton();
    scrollDown();
  });

  let opened = false;
  document.addEventListener("htmx:wsOpen", function (event) {
    el("connection").textContent = "";
    if (opened) {
      // Messages that were in flight when the connection dropped: sent again with the
      // same id, the server stores them once and answers once.
      const socket = event.detail.socketWrapper;
      outbox.forEach(function (text, id) {
        const queued = socket.queue.some(function (item) { return item.message.indexOf(id) >= 0; });
        if (el("pending-" + id) && !queued) socket.send(JSON.stringify({ text: text, client_id: id }));
      });
    }
    opened = true;
  });

  document.addEventListener("htmx:wsClose", function (event) {
    if (event.detail.event.code === 4401) {
      el("connection").innerHTML = 'You are signed out. <a href="/accounts/login/?next=/">Sign in again</a>.';
      return;
    }
    el("connection").textContent = "Connection lost — reconnecting. Messages you send now will go when it is back.";
    document.querySelectorAll(".pending .state").forEach(function (state) { state.textContent = "Waiting for the connection…"; });
  });

  document.addEventListener("keydown", function (event) {
    if (event.target.id !== "message" || event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    if (!el("send").disabled) el("composer").requestSubmit();
  });

  document.addEventListener("input", function (event) {
    if (event.target.id !== "message") return;
    showProblem(tooLong(event.target.value, el("composer")));
    refreshSendButton();
  });

  document.addEventListener("DOMContentLoaded", function () {
    if (el("composer")) { refreshSendButton(); scrollDown(); }
  });
})();
