#include "app/application.hpp"

#include "api/routes.hpp"

namespace dialer {

Application::Application(AppConfig config, Logger& logger)
    : config_(std::move(config)),
      logger_(logger),
      database_(std::make_unique<db::Database>(config_.db_path)),
      accounts_(std::make_unique<domain::AccountService>(*database_, config_.accounts)),
      agents_(std::make_unique<domain::AgentService>(*database_)),
      campaigns_(std::make_unique<domain::CampaignService>(*database_)),
      leads_(std::make_unique<domain::LeadService>(*database_)),
      setup_(std::make_unique<domain::CampaignSetupService>(*database_)),
      router_([this](const std::string& what) { logger_.error(what); }) {
  router_.set_authenticator([this](const std::string& header) { return accounts_->authenticate(header); });
  api::register_api_routes(router_, api::ApiServices{*database_, *accounts_, *agents_, *campaigns_, *leads_, *setup_});
  server_ = std::make_unique<http::HttpServer>(router_, logger_, config_.server);
}

Application::~Application() = default;

int Application::bind() { return server_->bind(); }

void Application::run() { server_->listen(); }

void Application::stop() { server_->stop(); }

void Application::close() { database_->close(); }

}  // namespace dialer
