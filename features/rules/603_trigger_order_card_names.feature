Feature: Ordering triggered abilities whose sources' names contain commas
  CR 603.3b: a player puts the triggered abilities they control on the stack in any order they choose. The step
  that scripts the order names the sources' cards, and card names may contain commas ("Cloud, Midgar
  Mercenary"): the list is read against the card names the suite knows.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Soul Warden
    And Alice has Cloud, Midgar Mercenary in her hand
    And Alice's library, from the top, is Buster Sword

  @id:trigger-order-comma-name-first @cr:603.3b
  Scenario: Cloud, Midgar Mercenary's ability first, then Soul Warden's
    CR 603.3b: Alice chooses the order of her two triggered abilities; the first one chosen is at the bottom.

    Given Alice will put her triggered abilities on the stack in the order Cloud, Midgar Mercenary, Soul Warden
    When an effect puts Cloud, Midgar Mercenary from Alice's hand onto the battlefield under her control
    Then the stack, from the bottom, holds Cloud, Midgar Mercenary's triggered ability and Soul Warden's triggered ability

  @id:trigger-order-comma-name-last @cr:603.3b
  Scenario: Soul Warden's ability first, then Cloud, Midgar Mercenary's
    CR 603.3b: the other order, named the other way round; the card name with a comma comes last.

    Given Alice will put her triggered abilities on the stack in the order Soul Warden, Cloud, Midgar Mercenary
    When an effect puts Cloud, Midgar Mercenary from Alice's hand onto the battlefield under her control
    Then the stack, from the bottom, holds Soul Warden's triggered ability and Cloud, Midgar Mercenary's triggered ability
