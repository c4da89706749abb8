#!/usr/bin/python3
"""A real SMTP server for the tests, on 127.0.0.1 (Debian's python3-aiosmtpd; run with /usr/bin/python3).

  smtp_server.py --spool DIR [--security starttls|tls|none] [--user U --password P]
                 [--refuse RCPT ...] [--defer RCPT ...]

--security tls or starttls makes a certificate authority and a certificate for localhost / 127.0.0.1 in DIR
(openssl), serves TLS from the first byte (tls) or after STARTTLS (starttls, which is then required), and offers
AUTH only on the encrypted connection. A login other than --user / --password is refused with 535. --refuse
answers 550 to a recipient, --defer 451 (try again later).

Prints "ready PORT CA_FILE" (CA_FILE "-" without TLS) once it accepts connections. Every message received is
written to DIR/NNNN.json: {"mailFrom", "rcptTos", "data", "login", "encrypted"}. It stops on SIGTERM or when its
standard input closes, so it never outlives the test that started it.
"""

import argparse
import asyncio
import json
import os
import socket
import ssl
import subprocess
import sys
import threading

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def make_certificates(directory):
    """A CA, and a certificate it signs for localhost and 127.0.0.1 — what a relay with its own CA has."""
    ca_key, ca_cert = os.path.join(directory, "ca.key"), os.path.join(directory, "ca.pem")
    key, csr, cert = (os.path.join(directory, name) for name in ("relay.key", "relay.csr", "relay.pem"))
    ext = os.path.join(directory, "relay.ext")
    with open(ext, "w") as f:
        f.write("subjectAltName=DNS:localhost,IP:127.0.0.1\n")
    run = lambda *args: subprocess.run(["openssl", *args], check=True, capture_output=True)
    run("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=Dialer Test CA",
        "-keyout", ca_key, "-out", ca_cert)
    run("req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-keyout", key, "-out", csr)
    run("x509", "-req", "-in", csr, "-CA", ca_cert, "-CAkey", ca_key, "-CAcreateserial", "-days", "2",
        "-extfile", ext, "-out", cert)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    return context, ca_cert


class Spool:
    def __init__(self, args):
        self.args = args
        self.count = 0
        self.lock = threading.Lock()

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address in self.args.refuse:
            return "550 5.1.1 <%s>: Recipient address rejected: User unknown" % address
        if address in self.args.defer:
            return "451 4.3.0 <%s>: Temporary lookup failure, try again later" % address
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.count += 1
            name = os.path.join(self.args.spool, "%04d.json" % self.count)
        record = {
            "mailFrom": envelope.mail_from,
            "rcptTos": envelope.rcpt_tos,
            "data": envelope.content.decode("utf-8", "replace"),
            "login": session.auth_data if session.authenticated else None,
            "encrypted": session.ssl is not None or self.args.security == "tls",
        }
        with open(name + ".tmp", "w") as f:
            json.dump(record, f)
        os.rename(name + ".tmp", name)
        return "250 2.0.0 Ok: queued"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--spool", required=True)
    parser.add_argument("--security", choices=["starttls", "tls", "none"], default="starttls")
    parser.add_argument("--user", default="")
    parser.add_argument("--password", default="")
    parser.add_argument("--refuse", action="append", default=[])
    parser.add_argument("--defer", action="append", default=[])
    args = parser.parse_args()

    def authenticator(server, session, envelope, mechanism, auth_data):
        ok = auth_data.login.decode() == args.user and auth_data.password.decode() == args.password
        # handled=False: aiosmtpd answers 235 or 535 itself.
        return AuthResult(success=ok, handled=False, auth_data=auth_data.login.decode())

    context, ca_file = (None, "-")
    if args.security != "none":
        context, ca_file = make_certificates(args.spool)
    # With TLS from the first byte aiosmtpd does not count the connection as encrypted for AUTH: it is.
    parameters = {"authenticator": authenticator, "auth_require_tls": args.security != "tls"} if args.user else {}
    if args.security == "starttls":
        parameters.update(tls_context=context, require_starttls=True)
    port = free_port()
    controller = Controller(Spool(args), hostname="127.0.0.1", port=port,
                            ssl_context=context if args.security == "tls" else None,
                            server_hostname="localhost", **parameters)
    controller.start()
    print("ready %d %s" % (port, ca_file), flush=True)
    try:
        sys.stdin.read()
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
