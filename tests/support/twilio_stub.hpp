#pragma once
// A stand-in for Twilio's REST API on 127.0.0.1 (a free port), served from a thread of the test process, that
// behaves like Twilio on the wire for the calls the server makes: Basic auth with the Account SID and Auth Token
// (or an API Key), Twilio's JSON answers and its error bodies ({"code", "message", "more_info", "status"}).
// So far: GET /2010-04-01/Accounts/{Sid}.json, GET …/IncomingPhoneNumbers.json (paged by PageSize, Page and
// PageToken, with next_page_uri, as Twilio pages), POST …/Calls.json (the form checked as Twilio checks it) and
// POST …/Calls/{CallSid}.json, a conference's participants (added by friendly name, removed by SID, put on hold),
// the conferences going on by friendly name, and a recording's MP3. It records
// every request it saw, with the form it carried.
#include <httplib.h>

#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace test {

// The Twilio account (Account SID and Auth Token) the tests' stub answers for and their players sign with.
inline const std::string kTwilioSid = "AC0123456789abcdef0123456789abcdef";
inline const std::string kTwilioToken = "f00dfeedf00dfeedf00dfeedf00dfeed";
// Another Twilio account than the stub's: an organization on it signs its own requests.
inline const std::string kOtherTwilioSid = "ACfedcba9876543210fedcba9876543210";
inline const std::string kOtherTwilioToken = "0badc0de0badc0de0badc0de0badc0de";
// The server's public URL in the tests: the URL Twilio's requests are signed for.
inline const std::string kPublicUrl = "https://dialer.example.test";
// A number of the stub's account, for the tests that text from it or to it.
inline const std::string kOurNumber = "+14155550100";

struct TwilioStubNumber {
  std::string sid;
  std::string phone_number;
  std::string friendly_name;
  bool voice = true;
  bool sms = true;
};

struct TwilioText {
  std::string sid;
  std::string to;
  std::string from;
  std::string body;
  std::string status_callback;
};

struct TwilioRequest {
  std::string method;
  std::string path;
  std::string authorization;  // the Authorization header as sent
  std::string body;
  std::multimap<std::string, std::string> form;  // a POST's parameters, repeated ones repeated
};

class TwilioStub {
 public:
  TwilioStub(std::string account_sid, std::string auth_token, std::string friendly_name = "Dialer Test Account");
  ~TwilioStub();
  TwilioStub(const TwilioStub&) = delete;
  TwilioStub& operator=(const TwilioStub&) = delete;

  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port_); }

  // The calls in a conference, by its friendly name.
  std::vector<std::string> participants(const std::string& conference) const;
  // May change while the stub runs.
  void set_account_status(const std::string& status);  // active | suspended | closed
  void set_numbers(std::vector<TwilioStubNumber> numbers);
  std::vector<TwilioRequest> requests() const;
  // A conference TwiML made (the stub runs no TwiML: the test tells it), with the calls in it; its SID.
  std::string conference_started(const std::string& friendly_name, const std::vector<std::string>& call_sids);
  // Whether the participant's last update put it on hold.
  bool on_hold(const std::string& call_sid) const;
  // GET …/Recordings/{sid}.mp3 answers these bytes as audio/mpeg.
  void add_recording(const std::string& sid, std::string mp3);
  // POST …/Messages.json to this number answers Twilio's 21610 (the recipient opted out at the carrier).
  void refuse_texts_to(const std::string& number);
  // POST …/Calls.json to this number answers Twilio's error (e.g. 400 and 21215, the account may not call there).
  void refuse_calls_to(const std::string& number, int http_status, int code, const std::string& message);
  // The next `count` POST …/Calls.json answer Twilio's error (e.g. 429 and 20429, too many requests).
  void refuse_next_calls(int count, int http_status, int code, const std::string& message);
  // Called with a new call's SID and StatusCallback before Calls.json answers (outside the stub's lock): Twilio may
  // send the call's first report before the request that placed it has its answer.
  void before_answering_calls(std::function<void(const std::string& call_sid, const std::string& status_callback)> hook);
  // The texts accepted (POST …/Messages.json), in order.
  std::vector<TwilioText> texts() const;

 private:
  void record(const httplib::Request& req);
  bool authorized(const httplib::Request& req) const;
  void account(const httplib::Request& req, httplib::Response& res);
  void incoming_numbers(const httplib::Request& req, httplib::Response& res);
  void create_call(const httplib::Request& req, httplib::Response& res);
  void update_call(const httplib::Request& req, httplib::Response& res);
  void add_participant(const httplib::Request& req, httplib::Response& res);
  void update_participant(const httplib::Request& req, httplib::Response& res);
  void list_conferences(const httplib::Request& req, httplib::Response& res);
  void remove_participant(const httplib::Request& req, httplib::Response& res);
  void recording(const httplib::Request& req, httplib::Response& res);
  void create_message(const httplib::Request& req, httplib::Response& res);

  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;

  mutable std::mutex mutex_;
  std::string account_sid_;
  std::string auth_token_;
  std::string friendly_name_;
  std::string status_ = "active";
  std::vector<TwilioStubNumber> numbers_;
  std::map<std::string, std::string> calls_;  // CallSid → status
  int next_call_ = 1;
  std::map<std::string, std::string> conferences_;                  // friendly name → CF…
  std::multimap<std::string, std::string> participants_;            // CF… → CallSid
  std::map<std::string, bool> held_;                                  // CallSid → on hold
  std::string new_call_sid();
  std::vector<TwilioRequest> requests_;
  std::map<std::string, std::string> recordings_;  // RE… → MP3 bytes
  std::vector<TwilioText> texts_;
  std::vector<std::string> refused_texts_;
  struct CallRefusal {
    int http_status = 400;
    int code = 0;
    std::string message;
  };
  std::map<std::string, CallRefusal> refused_calls_;  // To → the error
  int refusals_left_ = 0;
  CallRefusal next_refusal_;
  std::function<void(const std::string&, const std::string&)> before_answering_calls_;
};

}  // namespace test
