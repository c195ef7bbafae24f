// The command tests arrive with the command.
