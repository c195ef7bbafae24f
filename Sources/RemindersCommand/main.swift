print("reminders")
