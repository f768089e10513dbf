// ugo - reading answers
#include <cstdlib>
#include <iostream>
#include <string>
using namespace std;

// prints the prompt and reads one line; quits quietly at end of input
string ask(const string& prompt) {
    cout << prompt << flush;
    string s;
    if (!getline(cin, s)) {
        cout << endl;
        exit(0);
    }
    while (!s.empty() && (s.back() == '\r' || s.back() == ' ')) s.pop_back();
    while (!s.empty() && s[0] == ' ') s.erase(0, 1);
    return s;
}

