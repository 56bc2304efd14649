"""Contains all the data models used in inputs/outputs"""

from .agent_config import AgentConfig
from .agent_config_input import AgentConfigInput
from .agent_config_input_tools_item import AgentConfigInputToolsItem
from .agent_config_input_tools_item_parameters import AgentConfigInputToolsItemParameters
from .agent_config_tools_item import AgentConfigToolsItem
from .agent_config_tools_item_parameters import AgentConfigToolsItemParameters
from .agent_message import AgentMessage
from .agent_message_input import AgentMessageInput
from .append_entries_body import AppendEntriesBody
from .append_result import AppendResult
from .append_result_input import AppendResultInput
from .compaction import Compaction
from .compaction_error import CompactionError
from .compaction_history_input_item import CompactionHistoryInputItem
from .compaction_history_input_item_attempts_type_0_item import CompactionHistoryInputItemAttemptsType0Item
from .compaction_history_input_item_attempts_type_0_item_outcome import (
    CompactionHistoryInputItemAttemptsType0ItemOutcome,
)
from .compaction_history_item import CompactionHistoryItem
from .compaction_history_item_attempts_type_0_item import CompactionHistoryItemAttemptsType0Item
from .compaction_history_item_attempts_type_0_item_outcome import CompactionHistoryItemAttemptsType0ItemOutcome
from .compaction_input import CompactionInput
from .compaction_input_error import CompactionInputError
from .compaction_input_progress import CompactionInputProgress
from .compaction_input_status import CompactionInputStatus
from .compaction_progress import CompactionProgress
from .compaction_result import CompactionResult
from .compaction_result_input import CompactionResultInput
from .compaction_result_input_outcome import CompactionResultInputOutcome
from .compaction_result_input_progress_guard import CompactionResultInputProgressGuard
from .compaction_result_outcome import CompactionResultOutcome
from .compaction_result_progress_guard import CompactionResultProgressGuard
from .compaction_status import CompactionStatus
from .context import Context
from .context_input import ContextInput
from .create_session_body import CreateSessionBody
from .create_session_body_settings import CreateSessionBodySettings
from .create_session_body_settings_compaction import CreateSessionBodySettingsCompaction
from .create_session_body_settings_compaction_strategy import CreateSessionBodySettingsCompactionStrategy
from .get_agent_config_response_200 import GetAgentConfigResponse200
from .get_agent_config_response_200_tools_item import GetAgentConfigResponse200ToolsItem
from .get_agent_config_response_200_tools_item_parameters import GetAgentConfigResponse200ToolsItemParameters
from .get_context_images import GetContextImages
from .get_transcript_images import GetTranscriptImages
from .health_response_200 import HealthResponse200
from .idle_schedule import IdleSchedule
from .idle_schedule_input import IdleScheduleInput
from .idle_schedule_input_recent_runs_item import IdleScheduleInputRecentRunsItem
from .idle_schedule_recent_runs_item import IdleScheduleRecentRunsItem
from .idle_schedules import IdleSchedules
from .idle_schedules_input import IdleSchedulesInput
from .navigate_body import NavigateBody
from .navigate_result import NavigateResult
from .navigate_result_input import NavigateResultInput
from .problem import Problem
from .problem_input import ProblemInput
from .ready_response_200 import ReadyResponse200
from .replace_session_settings_body import ReplaceSessionSettingsBody
from .replace_session_settings_body_compaction import ReplaceSessionSettingsBodyCompaction
from .replace_session_settings_body_compaction_strategy import ReplaceSessionSettingsBodyCompactionStrategy
from .replay import Replay
from .replay_input import ReplayInput
from .replay_input_outcomes_item import ReplayInputOutcomesItem
from .replay_input_outcomes_item_error import ReplayInputOutcomesItemError
from .replay_outcomes_item import ReplayOutcomesItem
from .replay_outcomes_item_error import ReplayOutcomesItemError
from .server_info import ServerInfo
from .server_info_input import ServerInfoInput
from .session import Session
from .session_audit import SessionAudit
from .session_audit_compactions_item import SessionAuditCompactionsItem
from .session_audit_compactions_item_frames_item import SessionAuditCompactionsItemFramesItem
from .session_audit_input import SessionAuditInput
from .session_audit_input_compactions_item import SessionAuditInputCompactionsItem
from .session_audit_input_compactions_item_frames_item import SessionAuditInputCompactionsItemFramesItem
from .session_audit_input_series import SessionAuditInputSeries
from .session_audit_series import SessionAuditSeries
from .session_entry import SessionEntry
from .session_entry_input import SessionEntryInput
from .session_input import SessionInput
from .session_input_last_compaction_type_0 import SessionInputLastCompactionType0
from .session_input_settings import SessionInputSettings
from .session_input_settings_compaction import SessionInputSettingsCompaction
from .session_input_settings_compaction_strategy import SessionInputSettingsCompactionStrategy
from .session_last_compaction_type_0 import SessionLastCompactionType0
from .session_page import SessionPage
from .session_page_input import SessionPageInput
from .session_settings import SessionSettings
from .session_settings_compaction import SessionSettingsCompaction
from .session_settings_compaction_strategy import SessionSettingsCompactionStrategy
from .start_compaction_body import StartCompactionBody
from .start_compaction_body_settings import StartCompactionBodySettings
from .start_compaction_body_settings_strategy import StartCompactionBodySettingsStrategy
from .start_compaction_body_strategy import StartCompactionBodyStrategy
from .start_compaction_body_trigger import StartCompactionBodyTrigger
from .started_compaction import StartedCompaction
from .started_compaction_input import StartedCompactionInput
from .started_compaction_input_trigger import StartedCompactionInputTrigger
from .started_compaction_trigger import StartedCompactionTrigger
from .stored_agent_config import StoredAgentConfig
from .stored_agent_config_input import StoredAgentConfigInput
from .stored_agent_config_input_tools_item import StoredAgentConfigInputToolsItem
from .stored_agent_config_input_tools_item_parameters import StoredAgentConfigInputToolsItemParameters
from .stored_agent_config_tools_item import StoredAgentConfigToolsItem
from .stored_agent_config_tools_item_parameters import StoredAgentConfigToolsItemParameters
from .transcript_page import TranscriptPage
from .transcript_page_input import TranscriptPageInput
from .transcript_page_input_rows_item import TranscriptPageInputRowsItem
from .transcript_page_rows_item import TranscriptPageRowsItem
from .tree import Tree
from .tree_input import TreeInput
from .tree_input_nodes_item import TreeInputNodesItem
from .tree_nodes_item import TreeNodesItem

__all__ = (
    "AgentConfig",
    "AgentConfigInput",
    "AgentConfigInputToolsItem",
    "AgentConfigInputToolsItemParameters",
    "AgentConfigToolsItem",
    "AgentConfigToolsItemParameters",
    "AgentMessage",
    "AgentMessageInput",
    "AppendEntriesBody",
    "AppendResult",
    "AppendResultInput",
    "Compaction",
    "CompactionError",
    "CompactionHistoryInputItem",
    "CompactionHistoryInputItemAttemptsType0Item",
    "CompactionHistoryInputItemAttemptsType0ItemOutcome",
    "CompactionHistoryItem",
    "CompactionHistoryItemAttemptsType0Item",
    "CompactionHistoryItemAttemptsType0ItemOutcome",
    "CompactionInput",
    "CompactionInputError",
    "CompactionInputProgress",
    "CompactionInputStatus",
    "CompactionProgress",
    "CompactionResult",
    "CompactionResultInput",
    "CompactionResultInputOutcome",
    "CompactionResultInputProgressGuard",
    "CompactionResultOutcome",
    "CompactionResultProgressGuard",
    "CompactionStatus",
    "Context",
    "ContextInput",
    "CreateSessionBody",
    "CreateSessionBodySettings",
    "CreateSessionBodySettingsCompaction",
    "CreateSessionBodySettingsCompactionStrategy",
    "GetAgentConfigResponse200",
    "GetAgentConfigResponse200ToolsItem",
    "GetAgentConfigResponse200ToolsItemParameters",
    "GetContextImages",
    "GetTranscriptImages",
    "HealthResponse200",
    "IdleSchedule",
    "IdleScheduleInput",
    "IdleScheduleInputRecentRunsItem",
    "IdleScheduleRecentRunsItem",
    "IdleSchedules",
    "IdleSchedulesInput",
    "NavigateBody",
    "NavigateResult",
    "NavigateResultInput",
    "Problem",
    "ProblemInput",
    "ReadyResponse200",
    "ReplaceSessionSettingsBody",
    "ReplaceSessionSettingsBodyCompaction",
    "ReplaceSessionSettingsBodyCompactionStrategy",
    "Replay",
    "ReplayInput",
    "ReplayInputOutcomesItem",
    "ReplayInputOutcomesItemError",
    "ReplayOutcomesItem",
    "ReplayOutcomesItemError",
    "ServerInfo",
    "ServerInfoInput",
    "Session",
    "SessionAudit",
    "SessionAuditCompactionsItem",
    "SessionAuditCompactionsItemFramesItem",
    "SessionAuditInput",
    "SessionAuditInputCompactionsItem",
    "SessionAuditInputCompactionsItemFramesItem",
    "SessionAuditInputSeries",
    "SessionAuditSeries",
    "SessionEntry",
    "SessionEntryInput",
    "SessionInput",
    "SessionInputLastCompactionType0",
    "SessionInputSettings",
    "SessionInputSettingsCompaction",
    "SessionInputSettingsCompactionStrategy",
    "SessionLastCompactionType0",
    "SessionPage",
    "SessionPageInput",
    "SessionSettings",
    "SessionSettingsCompaction",
    "SessionSettingsCompactionStrategy",
    "StartCompactionBody",
    "StartCompactionBodySettings",
    "StartCompactionBodySettingsStrategy",
    "StartCompactionBodyStrategy",
    "StartCompactionBodyTrigger",
    "StartedCompaction",
    "StartedCompactionInput",
    "StartedCompactionInputTrigger",
    "StartedCompactionTrigger",
    "StoredAgentConfig",
    "StoredAgentConfigInput",
    "StoredAgentConfigInputToolsItem",
    "StoredAgentConfigInputToolsItemParameters",
    "StoredAgentConfigToolsItem",
    "StoredAgentConfigToolsItemParameters",
    "TranscriptPage",
    "TranscriptPageInput",
    "TranscriptPageInputRowsItem",
    "TranscriptPageRowsItem",
    "Tree",
    "TreeInput",
    "TreeInputNodesItem",
    "TreeNodesItem",
)
